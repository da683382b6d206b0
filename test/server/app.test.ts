import { describeServer } from './support/test-server'

describeServer('the server as a whole', (server) => {
  it('answers an address it cannot parse in the envelope', async () => {
    const response = await server.inject('/%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(400)
    expect(response.json().result).toBeNull()
  })
})
