// CloudFront Function, viewer-request event (runtime cloudfront-js-2.0), in front of an S3 origin holding out/.
// S3 has no "try path.html" rule: the export writes /about as about.html, so extensionless paths get .html
// appended here. Paths with a trailing slash are redirected to the canonical URL (trailingSlash is off).
// Blog slugs drop every '.', so a dot in the last segment always means a real file. Paths that could redirect off
// the origin, and dotfiles, get the 404 page instead.

function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// A key the upload can never write: out/404.html is a file, so nothing can exist below it. S3 answers 403/404
// for it, and the distribution's custom error response turns that into the 404 page with status 404.
var NOT_FOUND_KEY = '/404.html/not-found';

function decoded(uri) {
  try {
    return decodeURIComponent(uri);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- cloudfront-js-2.0 may not accept a bare catch
  } catch (malformed) {
    return null;
  }
}

// A path the trailing-slash redirect would turn into a Location that leaves the origin (//evil.example,
// /\evil.example; browsers drop tabs and newlines and read a backslash as a slash), checked before and after
// percent-decoding because a viewer may send either.
function leavesOrigin(path) {
  return /^\/[\/\\]/.test(path) || /[\\\u0000-\u001f\u007f]/.test(path);
}

// Dotfiles (.env, .git/config) reach S3 only by mistake; /.well-known/ is the one dot-folder a site publishes.
function isDotfile(path) {
  var rest = path.indexOf('/.well-known/') === 0 ? path.slice('/.well-known'.length) : path;
  return /(^|\/)\./.test(rest);
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls the function by this name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var plain = decoded(uri);

  if (plain === null || leavesOrigin(uri) || leavesOrigin(plain) || isDotfile(plain)) {
    request.uri = NOT_FOUND_KEY;
    return request;
  }
  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }
  if (uri.charAt(uri.length - 1) === '/') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.replace(/\/+$/, '') + queryString(request.querystring) } },
    };
  }
  var lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = uri + '.html';
  return request;
}
