import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// `collection:` (NodeWalker+Collections): items built from a cell template and data, laid out
/// by the engine as UICollectionViewFlowLayout lays them out, against frames derived by hand
/// (iPhone 15 Pro: 393 × 852, safe area 59 at the top).
final class CollectionTests: XCTestCase {
  /// A collection from the safe area's top, `settings` its flow layout's keys; each item a box
  /// pinned to the item's edges, and a label (its text from the data).
  static func yaml(_ settings: String, items: String, height: String = "list.bottom == view.bottom")
    -> String
  {
    """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - collection: list
            \(settings)
            cell:
              subviews:
                - view: box
                - label: name
              constraints:
                - box.top == contentView.top
                - box.bottom == contentView.bottom
                - box.leading == contentView.leading
                - box.trailing == contentView.trailing
                - name.centerX == box.centerX
                - name.centerY == box.centerY
            items: \(items)
      constraints:
        - list.top == safeArea.top
        - \(height)
        - list.leading == view.leading
        - list.trailing == view.trailing
    """
  }

  /// Fixed 100 × 80 items, insets 10 above and below, 18 left and 15 right: lines of
  /// 393 − 33 = 360; three items fit (3 · 100 + 2 · 10 = 320; four would take 430), the 60 left
  /// over make gaps of 30: x = 18, 148, 278. The fourth item starts the second line at x 18 (the
  /// first column), y 10 + 80 + 10 = 100. The content rests below the safe area: the first item
  /// at y 59 + 10 in the window; it is 10 + 80 + 10 + 80 + 10 = 190 tall.
  func testFixedItemsInAGrid() throws {
    let sim = try play(
      Self.yaml(
        "itemSize: {width: 100, height: 80}\n        sectionInset: [10, 18, 10, 15]",
        items: #"[{name: "A"}, {name: "B"}, {name: "C"}, {name: "D"}]"#))
    XCTAssertEqual(sim.frame("list", at: 1), rect(0, 59, 393, 793))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(18, 10, 100, 80))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(148, 10, 100, 80))
    XCTAssertEqual(sim.frame("list_3", at: 1), rect(278, 10, 100, 80))
    XCTAssertEqual(sim.frame("list_4", at: 1), rect(18, 100, 100, 80))
    XCTAssertEqual(sim.frame("box_4", at: 1), rect(0, 0, 100, 80))
    XCTAssertTrue(sim.steps[0].issues.isEmpty, "\(sim.steps[0].issues)")
  }

  /// Scrolling horizontally in a 200-point-tall collection (inside the safe area, so no content
  /// inset): 60-point items fill columns top to bottom, three to a column (3 · 60 + 2 · 10 = 200
  /// exactly: gaps of 10, y = 0, 70, 140); the fourth starts the next column, 60 + 10 = 70 along.
  func testHorizontalScrollingFillsColumns() throws {
    let sim = try play(
      Self.yaml(
        "itemSize: {width: 60, height: 60}\n        scrollDirection: horizontal",
        items: #"[{name: "A"}, {name: "B"}, {name: "C"}, {name: "D"}]"#,
        height: "list.height == 200"))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 60, 60))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 70, 60, 60))
    XCTAssertEqual(sim.frame("list_3", at: 1), rect(0, 140, 60, 60))
    XCTAssertEqual(sim.frame("list_4", at: 1), rect(70, 0, 60, 60))
  }

  /// Without the layout's keys, UIKit's defaults: 50 × 50 items 10 apart at least. In 393: seven
  /// fit (7 · 50 + 6 · 10 = 410 > 393, so six: 360), the 93 left over (393 − 300) make gaps of
  /// 18.6: the second item at x 68.6, drawn at 68.667.
  func testDefaults() throws {
    let sim = try play(Self.yaml("", items: #"[{name: "A"}, {name: "B"}]"#))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 50, 50))
    let second = try XCTUnwrap(sim.frame("list_2", at: 1))
    XCTAssertEqual(second.minX, 206.0 / 3, accuracy: 1e-9)  // 68.6 on the 1/3-point grid
  }

  /// Mistakes are errors at their line and column, with the valid values or the nearest name.
  func testMistakesNameTheirPlace() throws {
    func error(_ yaml: String) -> String {
      do {
        _ = try ScenarioReader.read(yaml: yaml, file: "t.yaml")
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    let items = #"[{name: "A"}]"#
    XCTAssertEqual(
      error(Self.yaml("scrollDirection: vertial", items: items)),
      "t.yaml:6:26: error: unknown scroll direction 'vertial'; did you mean 'vertical'?")
    XCTAssertEqual(
      error(Self.yaml("sectionInsetReference: safeArea", items: items)),
      "t.yaml:6:32: error: unknown section inset reference 'safeArea'; expected fromContentInset, "
        + "fromSafeArea or fromLayoutMargins")
    XCTAssertEqual(
      error(Self.yaml("itemSize: auto", items: items)),
      "t.yaml:6:19: error: expected an item size as {width: W, height: H} or automatic, found 'auto'")
    XCTAssertEqual(
      error(Self.yaml("itemSize: {width: 0, height: 10}", items: items)),
      "t.yaml:6:27: error: an item size's width must be more than 0")
    XCTAssertEqual(
      error(Self.yaml("minimumLineSpacing: -4", items: items)),
      "t.yaml:6:29: error: minimumLineSpacing cannot be negative")
    XCTAssertEqual(
      error(Self.yaml("sectionInset: [1, 2, 3]", items: items)),
      "t.yaml:6:23: error: expected [top, left, bottom, right], found a list of 3")
    XCTAssertEqual(
      error(Self.yaml("minimumLineSpaceing: 4", items: items)),
      "t.yaml:6:9: error: unknown key 'minimumLineSpaceing'; did you mean 'minimumLineSpacing'?")
    XCTAssertEqual(
      error(Self.yaml("", items: #"[{nmae: "A"}]"#)),
      "t.yaml:18:18: error: 'nmae' is not a view of the collection's cell template; did you mean 'name'?")
    let added = """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
      events:
        - load
        - add: {to: box, view: {collection: list, cell: {}, items: []}}
      """
    XCTAssertEqual(
      error(added),
      "t.yaml:8:27: error: a collection is declared in the controller's view tree; an event cannot add one")
  }

  /// The REPL's typed event reads as a file's event: a collection added by one is refused in the
  /// same words (line 1, the kind's column 26).
  func testTypedEventRefusesACollectionAsAFileDoes() throws {
    let scenario = try ScenarioReader.read(
      yaml: Self.yaml("", items: #"[{name: "A"}]"#), file: "t.yaml")
    XCTAssertThrowsError(
      try ScenarioReader.readEvent(
        yaml: "add: {to: list_1, view: {collection: more, cell: {}, items: []}}", file: "<repl>",
        in: scenario)
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "<repl>:1:26: error: a collection is declared in the controller's view tree; an event cannot add one")
    }
  }

  /// `cells:` gives the items themselves (what the importer writes for a storyboard's
  /// self-sizing cells). Each is sized by its own content at the fitting-size priority: the
  /// first a view pinned 10 in from every side and 150 × 300 by its own constraints, so 170 × 320;
  /// the second 40 × 40 pinned at its edges. Lines of 393 with 10-point spacing: both fit
  /// (170 + 10 + 40 = 220), the last line packed from the leading side as items of different
  /// sizes are: x 0 and 180; the second centred across the line's 320-point thickness:
  /// y = (320 − 40) / 2 = 140.
  func testCellsAreTheItemsThemselves() throws {
    let yaml = """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - collection: list
              itemSize: automatic
              cells:
                - view: first
                  subviews: [{view: inner}]
                - view: second
                  subviews: [{view: dot}]
        constraints:
          - list.top == safeArea.top
          - list.bottom == view.bottom
          - list.leading == view.leading
          - list.trailing == view.trailing
          - inner.top == first.top + 10
          - inner.leading == first.leading + 10
          - first.trailing == inner.trailing + 10
          - first.bottom == inner.bottom + 10
          - inner.width == 150
          - inner.height == 300
          - dot.top == second.top
          - dot.leading == second.leading
          - dot.trailing == second.trailing
          - dot.bottom == second.bottom
          - dot.width == 40
          - dot.height == 40
      """
    let sim = try play(yaml)
    XCTAssertEqual(sim.frame("first", at: 1), rect(0, 0, 170, 320))
    XCTAssertEqual(sim.frame("inner", at: 1), rect(10, 10, 150, 300))
    XCTAssertEqual(sim.frame("second", at: 1), rect(180, 140, 40, 40))
  }

  /// `cells` with `cell` or `items` is an error at the second key.
  func testCellsAndATemplateAreExclusive() throws {
    let yaml = Self.yaml("cells: [{view: a}]", items: #"[{name: "A"}]"#)
    XCTAssertThrowsError(try ScenarioReader.read(yaml: yaml, file: "t.yaml")) { error in
      XCTAssertTrue(
        "\(error)".contains(
          "a collection takes either 'cell' and 'items' (a template and data) or 'cells' (the items themselves), not both"),
        "\(error)")
    }
  }
}
