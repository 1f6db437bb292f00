import Foundation
import ScenarioTestSupport
import XCTest

/// The view debugger in a real browser: headless Chromium (Debian's `chromium`, which `.ci/run`
/// installs) driven over the DevTools protocol. The page loads, draws text, steps, explodes,
/// selects a view and shows its constraints, and follows edits of the file, good and bad.
///
/// With `LAYOUTSIM_SCREENSHOTS=DIR` it saves the main states as PNGs there (Guides/images holds
/// the ones the guide shows).
final class BrowserTests: XCTestCase {
  func testTheViewDebuggerInABrowser() throws {
    guard let chromium = DevToolsPipe.executable else {
      XCTFail("chromium is not installed: apt-get update && apt-get install -y chromium (as .ci/run does)")
      return
    }
    let folder = try makeTemporaryDirectory(named: "browser")
    let file = folder.appendingPathComponent("screen.yaml")
    try serveScenario(title: "Hello, layoutsim").write(to: file, atomically: true, encoding: .utf8)
    let server = try ServeProcess([file.path, "--port", "0"])
    let browser = try DevToolsPipe(executable: chromium)
    try browser.open(server.address)
    try browser.wait(for: "document.querySelector('section.step[data-step=\"1\"] svg')")
    try save(browser, "serve-step-1")

    try checkTheDrawing(browser)

    // Steps: the right arrow key shows step 2 (landscape).
    try browser.press("ArrowRight", code: 39)
    try browser.wait(for: "location.hash === '#step=2' && !document.querySelector('section.step[data-step=\"2\"]').hidden")
    XCTAssertEqual(try browser.evaluate("document.getElementById('position').textContent") as? String, "Step 2 of 2")

    try checkSelectionAndExplode(browser)

    // The environment, live: another device from the picker; the step and the selection stay.
    try browser.evaluate(
      "(() => { const s = document.querySelector('#environment select[name=device]'); s.value = 'iphone-se-1st'; s.dispatchEvent(new Event('change', { bubbles: true })); })()"
    )
    try browser.wait(for: "location.search.includes('device=iphone-se-1st') && document.querySelector('.facts')")
    try browser.wait(for: "document.querySelector('.facts').textContent.includes('iphone-se-1st')")
    try browser.wait(for: "document.querySelector('section.step[data-step=\"2\"] g.view[data-id=\"view\"]')")
    XCTAssertEqual(
      try browser.evaluate("document.querySelector('section.step[data-step=\"2\"] g.view[data-id=\"view\"]').getAttribute('data-frame')") as? String,
      "[0, 0, 568, 320]")  // the first iPhone SE is 320×568 (the catalog), turned to landscape
    try browser.wait(for: "!document.querySelector('section.step[data-step=\"2\"]').hidden")
    try browser.wait(for: "document.querySelector('#inspector h3') && document.querySelector('#inspector h3').textContent === 'title (label)'")

    // A good edit: the page follows, keeping the step and the selection.
    try serveScenario(title: "Edited title", titleWidth: 240).write(to: file, atomically: true, encoding: .utf8)
    let followed = try browser.wait(
      for: "[...document.querySelectorAll('section.step[data-step=\"2\"] text.content')].some(t => t.textContent === 'Edited title')")
    print("the page followed the edit in \(String(format: "%.2f", followed)) s")
    XCTAssertLessThan(followed, 3)
    XCTAssertEqual(try browser.evaluate("location.hash") as? String, "#step=2&view=title")
    try browser.wait(for: "[...document.querySelectorAll('#inspector ul.constraints li')].some(li => li.textContent.includes('title.width == 240'))")

    // A bad edit: the error with its line and column instead of the drawing; then it recovers.
    try "name: Broken\ndevice: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - label: [oops\n".write(
      to: file, atomically: true, encoding: .utf8)
    try browser.wait(for: "document.querySelector('pre.load-error')")
    let error = try browser.evaluate("document.querySelector('pre.load-error').textContent") as? String ?? ""
    XCTAssertTrue(error.contains("screen.yaml:"), error)
    XCTAssertNotNil(error.range(of: #"screen\.yaml:\d+:\d+: error:"#, options: .regularExpression), error)
    try save(browser, "serve-error")
    try serveScenario(title: "Back again").write(to: file, atomically: true, encoding: .utf8)
    try browser.wait(for: "[...document.querySelectorAll('text.content')].some(t => t.textContent === 'Back again')")
    XCTAssertEqual(try browser.evaluate("document.querySelector('#inspector h3').textContent") as? String, "title (label)")
    XCTAssertEqual(server.interrupt().status, 0)
  }

  /// Step 1 as drawn: text in its font size, the truncated label cut with "…" and marked.
  func checkTheDrawing(_ browser: DevToolsPipe) throws {
    let texts = try browser.evaluate(
      "[...document.querySelectorAll('section.step[data-step=\"1\"] text.content')].map(t => t.textContent + '@' + t.getAttribute('font-size'))"
    ) as? [String]
    XCTAssertEqual(texts?.first, "Hello, layoutsim@22", "\(texts ?? [])")
    XCTAssertTrue(texts?.contains("Continue@15") ?? false, "\(texts ?? [])")
    let subtitle = try browser.evaluate(
      "document.querySelector('section.step[data-step=\"1\"] g.view[data-id=\"subtitle\"]').classList.contains('truncated')"
    ) as? Bool
    XCTAssertEqual(subtitle, true)
    let drawnWidth = try browser.evaluate(
      "document.querySelector('section.step[data-step=\"1\"] g.view[data-id=\"title\"] text').getBBox().width") as? Double
    XCTAssertGreaterThan(drawnWidth ?? 0, 50)  // the browser laid the text out
  }

  /// On step 2: the title selected by a click in the drawing, its constraints in the inspector;
  /// then the exploded 3-D view, and back.
  func checkSelectionAndExplode(_ browser: DevToolsPipe) throws {
    try browser.click("section.step[data-step=\"2\"] g.view[data-id=\"title\"] rect")
    try browser.wait(for: "document.querySelectorAll('#inspector ul.constraints li').length >= 3")
    let heading = try browser.evaluate("document.querySelector('#inspector h3').textContent") as? String
    XCTAssertEqual(heading, "title (label)")
    let constraints = try browser.evaluate(
      "[...document.querySelectorAll('#inspector ul.constraints li')].map(li => li.textContent)") as? [String] ?? []
    XCTAssertTrue(constraints.contains { $0.hasPrefix("titleWidth: title.width == 200 active, satisfied") }, "\(constraints)")
    XCTAssertTrue(constraints.contains { $0.contains("screen.yaml:") }, "\(constraints)")
    XCTAssertEqual(
      try browser.evaluate("document.querySelector('g.view[data-id=\"subtitle\"]').closest('section').dataset.step") as? String, "1")
    XCTAssertTrue(try browser.evaluate("document.querySelector('section.step[data-step=\"2\"] g.view[data-id=\"subtitle\"]').classList.contains('related')") as? Bool ?? false)
    try save(browser, "serve-selected")

    // Explode: the 3-D button stacks the views by depth with CSS 3-D transforms.
    try browser.click("#explode")
    try browser.wait(for: "document.querySelectorAll('section.step[data-step=\"2\"] .stage .layer').length === 4")
    let transform = try browser.evaluate(
      "getComputedStyle(document.querySelector('section.step[data-step=\"2\"] .scene')).transform") as? String
    XCTAssertTrue(transform?.hasPrefix("matrix3d(") ?? false, transform ?? "")
    let lifted = try browser.evaluate(
      "getComputedStyle(document.querySelector('section.step[data-step=\"2\"] .layer[data-id=\"title\"]')).transform") as? String
    XCTAssertTrue(lifted?.hasPrefix("matrix3d(") ?? false, lifted ?? "")
    try save(browser, "serve-exploded")
    try browser.click("#explode")
  }

  func save(_ browser: DevToolsPipe, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["LAYOUTSIM_SCREENSHOTS"] else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
  }
}

extension BrowserTests {
  /// An animated step plays tick by tick: mid-way the box is between its start and end widths,
  /// and at the end it is back at the end state.
  func testAnAnimatedStepPlaysTickByTick() throws {
    guard let chromium = DevToolsPipe.executable else {
      XCTFail("chromium is not installed: apt-get update && apt-get install -y chromium (as .ci/run does)")
      return
    }
    let folder = try makeTemporaryDirectory(named: "animate")
    let file = folder.appendingPathComponent("animate.yaml")
    try """
      name: Grow
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
        constraints:
          - box.top == safeArea.top
          - box.leading == view.leading
          - box.height == 50
          - {id: boxWidth, is: "box.width == 100"}
      events:
        - load
        - {animate: {boxWidth.constant: 300}, duration: 1, curve: linear}
      """.write(to: file, atomically: true, encoding: .utf8)
    let server = try ServeProcess([file.path, "--port", "0"])
    let browser = try DevToolsPipe(executable: chromium)
    try browser.open(server.address + "#step=2")
    try browser.wait(for: "document.querySelector('section.step[data-step=\"2\"] button.play')")
    let width = "+document.querySelector('section.step[data-step=\"2\"] g.view[data-id=\"box\"] rect').getAttribute('width')"
    XCTAssertEqual(try browser.evaluate(width) as? Double, 300)
    try browser.click("section.step[data-step=\"2\"] button.play")
    // By hand: linear from 100 to 300 over 1 s; some tick strictly between is drawn.
    try browser.wait(for: "\(width) > 100 && \(width) < 300", timeout: 5)
    try browser.wait(for: "!document.querySelector('section.step.playing') && \(width) === 300", timeout: 5)
    XCTAssertEqual(server.interrupt().status, 0)
  }
}

extension BrowserTests {
  /// A page `layoutsim run --html` wrote, opened from the disk: click a view and the inspector
  /// shows its constraints (the ones after the last step, embedded in the page).
  func testAFilePageInspectsAView() throws {
    guard let chromium = DevToolsPipe.executable else {
      XCTFail("chromium is not installed: apt-get update && apt-get install -y chromium (as .ci/run does)")
      return
    }
    let folder = try makeTemporaryDirectory(named: "page")
    let file = folder.appendingPathComponent("screen.yaml")
    try serveScenario(title: "On disk").write(to: file, atomically: true, encoding: .utf8)
    let page = folder.appendingPathComponent("page.html")
    let run = try runLayoutsim(["run", file.path, "--html", page.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    let browser = try DevToolsPipe(executable: chromium)
    try browser.open(page.absoluteString)
    try browser.wait(for: "document.querySelector('section.step[data-step=\"1\"] svg')")
    try browser.click("section.step[data-step=\"1\"] g.view[data-id=\"subtitle\"] rect")
    // subtitle.top, subtitle.leading, subtitle.width, and go.top, which names it.
    try browser.wait(for: "document.querySelectorAll('#inspector ul.constraints li').length === 4")
    let items = try browser.evaluate("[...document.querySelectorAll('#inspector ul.constraints li')].map(li => li.textContent)") as? [String] ?? []
    XCTAssertTrue(items.contains { $0.hasPrefix("subtitle.width == 160 active, satisfied") }, "\(items)")
    let hint = try browser.evaluate("document.querySelector('#inspector p.hint').textContent") as? String
    XCTAssertEqual(hint, "Constraints and why-chains after the last step (2); layoutsim serve answers for every step.")
  }
}
