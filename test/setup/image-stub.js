// An image the app imports: webpack gives its URL; tests see its file name's stand-in.
module.exports = '/static/images/stub.svg'
