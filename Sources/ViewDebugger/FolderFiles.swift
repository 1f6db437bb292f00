import Foundation

/// The files `serve` may send: those inside the scenario's folder and nowhere else. A request
/// path is taken apart into components; empty, `.` and `..` components are refused before the
/// file system is asked, and the file's real path (symbolic links resolved) must still lie in
/// the folder's real path, so neither `../` nor a link pointing out of the folder escapes it.
struct FolderFiles: Sendable {
  /// The folder's real path, without a trailing slash.
  let root: String

  init(folder: String) {
    root = Self.realPath(folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
  }

  /// The real path of the file at `components` (percent-decoded) inside the folder, if it is a
  /// regular file there.
  func file(at components: [Substring]) -> String? {
    var parts: [String] = []
    for component in components {
      guard let decoded = String(component).removingPercentEncoding, !decoded.isEmpty, decoded != ".",
        decoded != "..", !decoded.contains("/"), !decoded.contains("\0")
      else { return nil }
      parts.append(decoded)
    }
    guard !parts.isEmpty else { return nil }
    let candidate = root + "/" + parts.joined(separator: "/")
    guard let real = Self.realPath(candidate), real.hasPrefix(root + "/") else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else {
      return nil
    }
    return real
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The Content-Type for a file name.
  static func contentType(of path: String) -> String {
    switch (path as NSString).pathExtension.lowercased() {
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "svg": "image/svg+xml"
    case "json": "application/json"
    case "html": "text/plain; charset=utf-8"  // shown, not run: the page's origin is the debugger's
    default: "text/plain; charset=utf-8"
    }
  }
}
