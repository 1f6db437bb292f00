import Foundation
import Report

/// The page shown while the file does not load: its errors, each with file, line and column,
/// instead of the drawing. It keeps asking the server for a newer version, so the next good
/// save brings the drawing back.
enum ErrorPage {
  static func render(path: String, errors: String, version: Int) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(XMLText.escape((path as NSString).lastPathComponent)) — error — layoutsim</title>
    <style>body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 16px; background: #f2f2f7; }
    pre.load-error { background: #fff; border: 2px solid #d70015; color: #d70015; padding: 12px; white-space: pre-wrap; }</style>
    </head>
    <body data-live data-version="\(version)">
    <h1>\(XMLText.escape(path))</h1>
    <p>The file does not load; the page follows the next save.</p>
    <pre class="load-error">\(XMLText.escape(errors))</pre>
    <script>
    (function () {
      var version = \(version);
      function poll() {
        fetch("api/state", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
          if (s.version !== version) { location.reload(); }
        }).catch(function () {}).then(function () { setTimeout(poll, 300); });
      }
      setTimeout(poll, 300);
    })();
    </script>
    </body>
    </html>

    """
  }
}
