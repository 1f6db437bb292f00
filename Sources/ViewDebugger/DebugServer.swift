import Foundation
import Hummingbird
import Logging
import NIOCore

/// `layoutsim serve`'s web server: the view debugger's page for one scenario file.
///
/// Routes: `/` the page (the shared HTML report, live), `/api/state` the file's version and
/// error (polled by the page), `/api/view?step=N&id=V` the inspector's answer, and
/// `/files/PATH` a file of the scenario's folder (``FolderFiles``); anything else is 404.
/// It listens on loopback unless given another host.
public struct DebugServer: Sendable {
  public var path: String
  public var host: String
  public var port: Int

  public init(path: String, host: String = "127.0.0.1", port: Int = 8080) {
    self.path = path
    self.host = host
    self.port = port
  }

  /// Why the server could not start.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Serves until SIGINT or SIGTERM, then returns after closing the listener.
  /// - Parameter started: called once listening, with the address (the actual port when 0 was
  ///   asked for).
  public func run(started: @escaping @Sendable (String) -> Void) async throws(Failure) {
    if let reason = PortCheck.unavailable(host: host, port: port) { throw Failure(description: reason) }
    let session = DebugSession(path: path)
    let files = FolderFiles(folder: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
    let router = Router()
    router.get("/") { request, _ in
      switch Self.environment(of: request) {
      case .success(let environment):
        return Self.response(await session.currentPage(environment), type: "text/html; charset=utf-8")
      case .failure(let failure):
        return Self.response("\(failure)\n", type: "text/plain; charset=utf-8", status: .badRequest)
      }
    }
    router.get("api/state") { request, _ in
      guard case .success(let environment) = Self.environment(of: request) else {
        return Self.response("{\"error\":\"bad environment\"}", type: "application/json", status: .badRequest)
      }
      return Self.response(await session.stateJSON(environment), type: "application/json")
    }
    router.get("api/view") { request, _ in
      let step = request.uri.queryParameters.get("step", as: Int.self) ?? 1
      let id = request.uri.queryParameters.get("id") ?? ""
      guard case .success(let environment) = Self.environment(of: request),
        let json = await session.viewJSON(step: step, id: id, environment)
      else {
        return Self.response("{\"error\":\"no such view at that step\"}", type: "application/json", status: .notFound)
      }
      return Self.response(json, type: "application/json")
    }
    router.get("files/**") { _, context in
      guard let file = files.file(at: context.parameters.getCatchAll()),
        let data = FileManager.default.contents(atPath: file)
      else {
        return Self.response("not found\n", type: "text/plain", status: .notFound)
      }
      return Response(
        status: .ok, headers: [.contentType: FolderFiles.contentType(of: file), .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
    var logger = Logger(label: "layoutsim-serve")
    logger.logLevel = .critical
    let app = Application(
      router: router, configuration: .init(address: .hostname(host, port: port), serverName: "layoutsim"),
      onServerRunning: { channel in
        let actual = channel.localAddress?.port ?? port
        started("http://\(host.contains(":") ? "[\(host)]" : host):\(actual)/")
      }, logger: logger)
    do {
      try await app.runService()
    } catch {
      throw Failure(description: "cannot serve on \(host):\(port): \(error)")
    }
  }

  /// The page environment the request's query asks for.
  static func environment(of request: Request) -> Result<PageEnvironment, PageEnvironment.Failure> {
    let query = request.uri.queryParameters
    return PageEnvironment.parse { key in query.get(key) }
  }

  static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
