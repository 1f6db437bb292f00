import Cassowary

// Auto Layout shapes: a view is four variables (x, y, width, height); the root view is the window,
// whose width and height are edit variables at priority 999. Every view also has a weak preference
// `width == 100 @ 250`, so the optional part of the objective is never empty. It is added after the
// view's required constraints, as UIKit adds content-size constraints after the view's own: added
// before them, every later tie to the parent re-pivots the weak errors of all the views above, and
// both kiwi and our solver become cubic (Deep Hierarchy, N = 200: kiwi 3.4 s instead of 40 ms).

struct View {
  let x: Var
  let y: Var
  let width: Var
  let height: Var

  var trailing: Expr { x + width }
  var bottom: Expr { y + height }
}

/// The window sizes of the build phase and of the re-solve after "rotating the device".
enum Window {
  static let portrait = (width: 375.0, height: 812.0)
  static let landscape = (width: 812.0, height: 375.0)

  /// The window size in force after `phase`: the build suggests portrait, the resolve landscape.
  static func size(after phase: String) -> (width: Double, height: Double) {
    phase == "build" ? portrait : landscape
  }
}

extension Program {
  mutating func view(_ name: String) -> View {
    let v = View(
      x: variable("\(name).x"), y: variable("\(name).y"), width: variable("\(name).width"),
      height: variable("\(name).height"))
    return v
  }

  /// The view's weak width preference, `width == 100 @ 250`; returns its id.
  @discardableResult
  mutating func prefer(_ v: View) -> Int { add(v.width, .equal, 100, priority: 250) }

  /// Starts the build phase with the root view: origin pinned at 0, size edited and suggested.
  mutating func beginWithRoot() -> View {
    phase("build")
    let root = view("root")
    add(root.x, .equal, 0)
    add(root.y, .equal, 0)
    addEdit(root.width, priority: 999)
    addEdit(root.height, priority: 999)
    suggest(root.width, Window.portrait.width)
    suggest(root.height, Window.portrait.height)
    prefer(root)
    return root
  }

  /// Ends the build, then times one re-solve: the window turns to landscape.
  mutating func rotate(_ root: View) {
    endPhase()
    phase("resolve")
    suggest(root.width, Window.landscape.width)
    suggest(root.height, Window.landscape.height)
    endPhase()
  }
}

/// `precondition` that a solved value is what the workload computed by hand.
func expect(
  _ actual: Double, _ expected: Double, _ what: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  let tolerance = 1e-6 * max(1, abs(expected))
  precondition(
    abs(actual - expected) <= tolerance, "\(what()): solver says \(actual), expected \(expected)",
    file: file, line: line)
}
