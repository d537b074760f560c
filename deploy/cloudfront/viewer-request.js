// CloudFront Function, viewer-request event (runtime cloudfront-js-2.0), in front of an S3 origin holding out/.
// S3 has no "try path.html" rule: the export writes /about as about.html, so extensionless paths get .html
// appended here. Paths with a trailing slash are redirected to the canonical URL (trailingSlash is off).
// Blog slugs drop every '.', so a dot in the last segment always means a real file.

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

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls the function by this name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;

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
