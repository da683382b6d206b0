// Jest orders files by how long they took last time, or by their size when it has no record (a
// clean clone, CI). Started last, the minute-long files would leave one core idle at the end;
// this starts them first, longest first, and leaves Jest's order for the rest.
const Sequencer = require('@jest/test-sequencer').default
const { SLOW_SERVER_TESTS } = require('./slow-tests.cjs')

const rank = (test) => SLOW_SERVER_TESTS.findIndex((file) => test.path.endsWith(file))

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests)
    const slow = sorted.filter((test) => rank(test) >= 0).sort((a, b) => rank(a) - rank(b))
    return [...slow, ...sorted.filter((test) => rank(test) < 0)]
  }
}

module.exports = SlowFirstSequencer
