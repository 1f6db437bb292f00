import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a port can be listened on, asked before the server starts so that a port in use is
/// one clear sentence rather than the network library's error.
enum PortCheck {
  /// Why `host:port` cannot be listened on (in use, not an address of this machine), or nil.
  static func unavailable(host: String, port: Int) -> String? {
    guard port != 0 else { return nil }
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else {
      return "'\(host)' is not an address or host name this machine knows"
    }
    defer { freeaddrinfo(list) }
    let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
      if errno == EADDRINUSE {
        return "port \(port) on \(host) is in use (another layoutsim serve?): choose another with --port"
      }
      return "cannot listen on \(host):\(port): \(String(cString: strerror(errno)))"
    }
    return nil
  }
}
