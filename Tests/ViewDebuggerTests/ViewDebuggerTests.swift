import Foundation
import XCTest

@testable import ViewDebugger

/// The server's parts without a network: which files may be served, and how the session follows
/// the file (versions, errors, recovery).
final class ViewDebuggerTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("debugger-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("site/pictures"), withIntermediateDirectories: true)
    try "a: 1\n".write(to: folder.appendingPathComponent("site/screen.yaml"), atomically: true, encoding: .utf8)
    try "png".write(to: folder.appendingPathComponent("site/pictures/p.png"), atomically: true, encoding: .utf8)
    try "secret".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("site/escape"), withDestinationURL: folder)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  func testOnlyFilesInsideTheFolderAreFound() {
    let files = FolderFiles(folder: folder.appendingPathComponent("site").path)
    XCTAssertNotNil(files.file(at: ["screen.yaml"]))
    XCTAssertNotNil(files.file(at: ["pictures", "p.png"]))
    XCTAssertNil(files.file(at: ["..", "secret.txt"]))
    XCTAssertNil(files.file(at: ["%2e%2e", "secret.txt"]))
    XCTAssertNil(files.file(at: ["pictures", "..", "..", "secret.txt"]))
    XCTAssertNil(files.file(at: ["escape", "secret.txt"]))  // a link out of the folder
    XCTAssertNil(files.file(at: ["pictures"]))  // a folder, not a file
    XCTAssertNil(files.file(at: []))
    XCTAssertNil(files.file(at: ["", "etc", "passwd"]))
    XCTAssertEqual(FolderFiles.contentType(of: "a.PNG"), "image/png")
  }

  func testTheSessionFollowsTheFileAndRecoversFromAnError() async throws {
    let file = folder.appendingPathComponent("site/screen.yaml")
    try scenario(width: 100).write(to: file, atomically: true, encoding: .utf8)
    let session = DebugSession(path: file.path)
    let first = await session.currentPage()
    XCTAssertTrue(first.contains("<body data-live data-version=\"1\">"))
    let unchanged = await session.stateJSON()
    XCTAssertTrue(unchanged.contains("\"version\": 1"), unchanged)
    let view = await session.viewJSON(step: 1, id: "box") ?? ""
    XCTAssertTrue(view.contains("\"text\": \"box.width == 100\""), view)
    let noStep = await session.viewJSON(step: 9, id: "box")
    let noView = await session.viewJSON(step: 1, id: "nothing")
    XCTAssertNil(noStep)
    XCTAssertNil(noView)

    try "name: x\ndevice: iphone-15-pro\ncontroller:\n  view:\n    subviews: [{label: }]\n".write(
      to: file, atomically: true, encoding: .utf8)
    let broken = await session.stateJSON()
    XCTAssertTrue(broken.contains("\"version\": 2"), broken)
    XCTAssertTrue(broken.contains("screen.yaml:5:"), broken)
    let errorPage = await session.currentPage()
    XCTAssertTrue(errorPage.contains("<pre class=\"load-error\">"))

    try scenario(width: 140).write(to: file, atomically: true, encoding: .utf8)
    let fixed = await session.stateJSON()
    XCTAssertTrue(fixed.contains("\"version\": 3") && fixed.contains("\"error\": null"), fixed)
    let after = await session.viewJSON(step: 1, id: "box") ?? ""
    XCTAssertTrue(after.contains("box.width == 140"), after)
  }

  func scenario(width: Int) -> String {
    """
    name: Session
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: box
      constraints:
        - box.top == safeArea.top
        - box.leading == view.leading
        - box.height == 40
        - box.width == \(width)
    """
  }
}
