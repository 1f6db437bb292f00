// "Form (kiwi)": the constraint set of kiwi's own benchmark (nucleic/kiwi,
// benchmarks/enaml_like_benchmark.py): an enaml form with three labels, three fields and a
// container, 37 variables, its window's width and height edited. Its size is fixed, so it runs once
// whatever the sizes asked for.
//
// kiwi weighs strengths (strong 1e6, smedium 1e5, mmedium 1250, medium 1000, weak 1); ours are
// strictly ordered priorities, so the same order is kept: strong 999, smedium 760, mmedium 755,
// medium 750, weak 250. kiwi's benchmark adds its edit variables at "strong", so do we (999).
import Cassowary

enum KiwiForm {
  static let required = 1000.0
  static let strong = 999.0
  static let smedium = 760.0
  static let mmedium = 755.0
  static let medium = 750.0
  static let weak = 250.0

  /// The form's variables, in kiwi's order (the order they are made in, so ids are the same).
  static let variableNames = [
    "left", "height", "top", "width", "contents_top", "contents_bottom", "contents_left",
    "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height",
    "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width", "lb3left", "lb3height",
    "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height",
    "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width",
  ]

  typealias Row = (
    terms: [(String, Double)], constant: Double, relation: Relation, priority: Double
  )

  /// The form's constraints in kiwi's order: `terms` (variable, coefficient) plus `constant`,
  /// related to 0, at `priority`.
  static let constraints: [Row] = [
    ([("left", 1)], 0, .greaterThanOrEqual, required),
    ([("height", 1)], 0, .equal, medium),
    ([("top", 1)], 0, .greaterThanOrEqual, required),
    ([("width", 1)], 0, .greaterThanOrEqual, required),
    ([("height", 1)], 0, .greaterThanOrEqual, required),
    ([("top", -1), ("contents_top", 1)], -10, .equal, required),
    ([("lb3height", 1)], -16, .equal, strong),
    ([("lb3height", 1)], -16, .greaterThanOrEqual, strong),
    ([("ctleft", 1)], 0, .greaterThanOrEqual, required),
    ([("cttop", 1)], 0, .greaterThanOrEqual, required),
    ([("ctwidth", 1)], 0, .greaterThanOrEqual, required),
    ([("ctheight", 1)], 0, .greaterThanOrEqual, required),
    ([("fl3left", 1)], 0, .greaterThanOrEqual, required),
    ([("ctheight", 1)], -24, .greaterThanOrEqual, smedium),
    ([("ctwidth", 1)], -16_777_200, .lessThanOrEqual, smedium),
    ([("ctheight", 1)], -24, .lessThanOrEqual, smedium),
    ([("fl3top", 1)], 0, .greaterThanOrEqual, required),
    ([("fl3width", 1)], 0, .greaterThanOrEqual, required),
    ([("fl3height", 1)], 0, .greaterThanOrEqual, required),
    ([("lb1width", 1)], -67, .equal, weak),
    ([("lb2width", 1)], 0, .greaterThanOrEqual, required),
    ([("lb2height", 1)], 0, .greaterThanOrEqual, required),
    ([("fl2height", 1)], 0, .greaterThanOrEqual, required),
    ([("lb3left", 1)], 0, .greaterThanOrEqual, required),
    ([("fl2width", 1)], -125, .greaterThanOrEqual, strong),
    ([("fl2height", 1)], -21, .equal, strong),
    ([("fl2height", 1)], -21, .greaterThanOrEqual, strong),
    ([("lb3top", 1)], 0, .greaterThanOrEqual, required),
    ([("lb3width", 1)], 0, .greaterThanOrEqual, required),
    ([("fl1left", 1)], 0, .greaterThanOrEqual, required),
    ([("fl1width", 1)], 0, .greaterThanOrEqual, required),
    ([("lb1width", 1)], -67, .greaterThanOrEqual, strong),
    ([("fl2left", 1)], 0, .greaterThanOrEqual, required),
    ([("lb2width", 1)], -66, .equal, weak),
    ([("lb2width", 1)], -66, .greaterThanOrEqual, strong),
    ([("lb2height", 1)], -16, .equal, strong),
    ([("fl1height", 1)], 0, .greaterThanOrEqual, required),
    ([("fl1top", 1)], 0, .greaterThanOrEqual, required),
    ([("lb2top", 1)], 0, .greaterThanOrEqual, required),
    ([("lb2top", -1), ("lb3top", 1), ("lb2height", -1)], -10, .equal, mmedium),
    ([("lb3top", -1), ("lb3height", -1), ("fl3top", 1)], -10, .greaterThanOrEqual, required),
    ([("lb3top", -1), ("lb3height", -1), ("fl3top", 1)], -10, .equal, mmedium),
    ([("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0, .equal, mmedium),
    ([("fl1top", 1), ("contents_top", -1)], 0, .greaterThanOrEqual, required),
    ([("fl1top", 1), ("contents_top", -1)], 0, .equal, mmedium),
    ([("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0, .greaterThanOrEqual, required),
    ([("left", -1), ("width", -1), ("contents_right", 1)], 10, .equal, required),
    ([("top", -1), ("height", -1), ("contents_bottom", 1)], 10, .equal, required),
    ([("left", -1), ("contents_left", 1)], -10, .equal, required),
    ([("lb3left", 1), ("contents_left", -1)], 0, .equal, mmedium),
    ([("fl1left", 1), ("midline", -1)], 0, .equal, strong),
    ([("fl2left", 1), ("midline", -1)], 0, .equal, strong),
    ([("ctleft", 1), ("midline", -1)], 0, .equal, strong),
    ([("fl1top", 1), ("fl1height", 0.5), ("lb1top", -1), ("lb1height", -0.5)], 0, .equal, strong),
    ([("lb1left", 1), ("contents_left", -1)], 0, .greaterThanOrEqual, required),
    ([("lb1left", 1), ("contents_left", -1)], 0, .equal, mmedium),
    ([("lb1left", -1), ("fl1left", 1), ("lb1width", -1)], -10, .greaterThanOrEqual, required),
    ([("lb1left", -1), ("fl1left", 1), ("lb1width", -1)], -10, .equal, mmedium),
    ([("fl1left", -1), ("contents_right", 1), ("fl1width", -1)], 0, .greaterThanOrEqual, required),
    ([("width", 1)], 0, .equal, medium),
    ([("fl1top", -1), ("fl2top", 1), ("fl1height", -1)], -10, .greaterThanOrEqual, required),
    ([("fl1top", -1), ("fl2top", 1), ("fl1height", -1)], -10, .equal, mmedium),
    ([("cttop", 1), ("fl2top", -1), ("fl2height", -1)], -10, .greaterThanOrEqual, required),
    ([("ctheight", -1), ("cttop", -1), ("fl3top", 1)], -10, .greaterThanOrEqual, required),
    ([("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0, .greaterThanOrEqual, required),
    ([("cttop", 1), ("fl2top", -1), ("fl2height", -1)], -10, .equal, mmedium),
    ([("fl1left", -1), ("contents_right", 1), ("fl1width", -1)], 0, .equal, mmedium),
    ([("lb2top", -1), ("lb2height", -0.5), ("fl2top", 1), ("fl2height", 0.5)], 0, .equal, strong),
    ([("contents_left", -1), ("lb2left", 1)], 0, .greaterThanOrEqual, required),
    ([("contents_left", -1), ("lb2left", 1)], 0, .equal, mmedium),
    ([("fl2left", 1), ("lb2width", -1), ("lb2left", -1)], -10, .greaterThanOrEqual, required),
    ([("ctheight", -1), ("cttop", -1), ("fl3top", 1)], -10, .equal, mmedium),
    ([("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0, .equal, mmedium),
    ([("lb1top", 1)], 0, .greaterThanOrEqual, required),
    ([("lb1width", 1)], 0, .greaterThanOrEqual, required),
    ([("lb1height", 1)], 0, .greaterThanOrEqual, required),
    ([("fl2left", 1), ("lb2width", -1), ("lb2left", -1)], -10, .equal, mmedium),
    ([("fl2left", -1), ("fl2width", -1), ("contents_right", 1)], 0, .equal, mmedium),
    ([("fl2left", -1), ("fl2width", -1), ("contents_right", 1)], 0, .greaterThanOrEqual, required),
    ([("lb3left", 1), ("contents_left", -1)], 0, .greaterThanOrEqual, required),
    ([("lb1left", 1)], 0, .greaterThanOrEqual, required),
    ([("ctheight", 0.5), ("cttop", 1), ("lb3top", -1), ("lb3height", -0.5)], 0, .equal, strong),
    ([("ctleft", 1), ("lb3left", -1), ("lb3width", -1)], -10, .greaterThanOrEqual, required),
    ([("ctwidth", -1), ("ctleft", -1), ("contents_right", 1)], 0, .greaterThanOrEqual, required),
    ([("ctleft", 1), ("lb3left", -1), ("lb3width", -1)], -10, .equal, mmedium),
    ([("fl3left", 1), ("contents_left", -1)], 0, .greaterThanOrEqual, required),
    ([("fl3left", 1), ("contents_left", -1)], 0, .equal, mmedium),
    ([("ctwidth", -1), ("ctleft", -1), ("contents_right", 1)], 0, .equal, mmedium),
    ([("fl3left", -1), ("contents_right", 1), ("fl3width", -1)], 0, .equal, mmedium),
    ([("contents_top", -1), ("lb1top", 1)], 0, .greaterThanOrEqual, required),
    ([("contents_top", -1), ("lb1top", 1)], 0, .equal, mmedium),
    ([("fl3left", -1), ("contents_right", 1), ("fl3width", -1)], 0, .greaterThanOrEqual, required),
    ([("lb2top", 1), ("lb1top", -1), ("lb1height", -1)], -10, .greaterThanOrEqual, required),
    ([("lb2top", -1), ("lb3top", 1), ("lb2height", -1)], -10, .greaterThanOrEqual, required),
    ([("lb2top", 1), ("lb1top", -1), ("lb1height", -1)], -10, .equal, mmedium),
    ([("fl1height", 1)], -21, .equal, strong),
    ([("fl1height", 1)], -21, .greaterThanOrEqual, strong),
    ([("lb2left", 1)], 0, .greaterThanOrEqual, required),
    ([("lb2height", 1)], -16, .greaterThanOrEqual, strong),
    ([("fl2top", 1)], 0, .greaterThanOrEqual, required),
    ([("fl2width", 1)], 0, .greaterThanOrEqual, required),
    ([("lb1height", 1)], -16, .greaterThanOrEqual, strong),
    ([("lb1height", 1)], -16, .equal, strong),
    ([("fl3width", 1)], -125, .greaterThanOrEqual, strong),
    ([("fl3height", 1)], -21, .equal, strong),
    ([("fl3height", 1)], -21, .greaterThanOrEqual, strong),
    ([("lb3height", 1)], 0, .greaterThanOrEqual, required),
    ([("ctwidth", 1)], -119, .greaterThanOrEqual, smedium),
    ([("lb3width", 1)], -24, .equal, weak),
    ([("lb3width", 1)], -24, .greaterThanOrEqual, strong),
    ([("fl1width", 1)], -125, .greaterThanOrEqual, strong),
  ]

  static func make() -> Program {
    var p = Program(workload: "Form (kiwi)", n: nil)
    p.phase("build")
    // A dictionary only looked up, never walked: the program's order is the arrays'.
    var made: [String: Var] = [:]
    for name in variableNames { made[name] = p.variable(name) }
    let variables = made
    func v(_ name: String) -> Var { variables[name]! }

    p.addEdit(v("width"), priority: strong)
    p.addEdit(v("height"), priority: strong)
    for row in constraints {
      p.add(
        Expr(row.terms.map { (v($0.0).index, $0.1) }, constant: row.constant), row.relation, Expr(),
        priority: row.priority)
    }
    p.suggest(v("width"), Window.portrait.width)
    p.suggest(v("height"), Window.portrait.height)
    p.endPhase()

    p.phase("resolve")
    p.suggest(v("width"), Window.landscape.width)
    p.suggest(v("height"), Window.landscape.height)
    p.endPhase()

    p.check(
      v("width"), v("height"), v("contents_right"), v("contents_bottom"), v("midline"), v("fl1left"),
      v("fl1width"), v("fl3top"), v("ctheight"))
    p.verify = { phase, value in
      let size = Window.size(after: phase)
      expect(value(v("width")), size.width, "Form width")
      expect(value(v("height")), size.height, "Form height")
      expect(value(v("contents_left")), value(v("left")) + 10, "Form contents_left")
      expect(value(v("contents_right")), value(v("left")) + size.width - 10, "Form contents_right")
      expect(value(v("fl1height")), 21, "Form field 1 height")
      expect(value(v("lb1height")), 16, "Form label 1 height")
      expect(value(v("fl1left")), value(v("midline")), "Form field 1 on the midline")
    }
    return p
  }
}
