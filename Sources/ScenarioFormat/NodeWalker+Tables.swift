import AutoLayout
import Yams

/// `table: ID`, a UITableView of plain rows built from a cell template and data:
///
/// ```yaml
/// - table: settings
///   rowHeight: automatic        # or a number of points; automatic: as tall as the content
///   cell:                       # the template: the content view's subviews and constraints
///     subviews:
///       - label: title
///         lines: 0
///     constraints:
///       - title.top == contentView.margins.top
///       - …
///   sections:                   # or `rows:` for one section
///     - rows:
///         - {title: "@previews"}   # template view id → its text (a button's title)
///         - {title: "Ton"}
/// ```
///
/// The reader writes the table out as views and hands its layout to the engine: a scroll view
/// `ID` (a UITableView, its ``TableLayout``) whose content is one view per row, `ID_N` (N
/// counting from 1 over all sections); each row is a copy of the template whose views take the
/// suffix `_N` (`title_2`), not inset from the safe area (the table's content inset keeps rows
/// clear of it). The engine places the rows as UITableView does for the window's width and
/// release (LayoutEngine+TableLayout.swift): as wide as the table, the first at the top of the
/// content, each below the one before, the last at the content's bottom, with UIKit's cell
/// margins. A self-sizing row has no height of its own: it is as tall as its content's
/// constraints make it at the fitting-size priority, as `systemLayoutSizeFitting` sizes a cell.
/// In the template `contentView` is the row. A table's `style`, the cell's built-in `style` and
/// `accessory`, and the sections' titles are NodeWalker+TableCells': a styled cell's labels are
/// `ID_N_text` and `ID_N_detail`, their texts the rows' `text` and `detail`; with an accessory
/// the row is the cell's content view, narrower than the table; the titles take their heights,
/// not views of their own.
extension NodeWalker {
  /// The keys a table takes besides its kind and the common ones.
  static let tableKeys = ["rowHeight", "cell", "rows", "sections", "style"]

  /// A table's common keys: a view's, but for the subviews (its rows are its content).
  static var tableCommonKeys: [String] { commonKeys.filter { $0 != "subviews" } }

  /// Reads a `table:` mapping (its first entry the id) into its scroll view, appending the
  /// constraints that lay its rows out to ``tableConstraints``.
  mutating func table(_ entries: [Entry], id: Located<String>, at node: Node) -> ScenarioView? {
    guard tablesAllowed else {
      error(
        "a table is declared in the controller's view tree; an event cannot add one",
        at: entries[0].key.location)
      return nil
    }
    let (fields, common) = tableEntries(entries, keys: Self.tableKeys)
    var table = properties(
      common, of: ScenarioView(kind: .scroll, id: id, location: location(node)))
    guard let cellEntry = fields["cell"] else {
      error(
        "missing key 'cell' in a table (the row template: its subviews and constraints)", at: node)
      return nil
    }
    if fields["rows"] != nil, let sections = fields["sections"] {
      error("a table has 'rows' (one section) or 'sections', not both", at: sections.key.location)
    }
    guard
      let cell = self.fields(cellEntry.value, allowed: Self.cellKeys, in: "a table's cell template")
    else { return nil }
    let look = cellLook(cell)
    let styled = styleViews(look, at: cellEntry.key.location)
    let template = tableTemplate(cell, styled: styled, at: cellEntry.key.location)
    let templateConstraints = cell["constraints"].map { constraints($0.value) } ?? []
    let sections = tableSections(fields)
    let tableStyle = fields["style"].flatMap {
      choice($0.value, SystemMetrics.TableStyle.self, what: "table style")
    }
    var layout = tableLayout(
      tableStyle, look: look, sections: sections, styleNode: fields["style"]?.value)
    layout.rowHeight = fields["rowHeight"].flatMap { rowHeight($0.value) }.map { .fixed($0.value) } ?? .automatic
    table.tableLayout = Located(layout, at: id.location)
    let names = template.flatMap(\.allViews).map(\.id.value)
    let styledNames = Set(styled.map(\.id.value))
    var placing: [String] = ["\(id.value).contentLayout.width == \(id.value).frameLayout.width"]
    for (index, row) in sections.flatMap(\.rows).enumerated() {
      let n = index + 1
      let cellID = "\(id.value)_\(n)"
      var renames = Dictionary(
        names.filter { !styledNames.contains($0) }.map { ($0, "\($0)_\(n)") },
        uniquingKeysWith: { a, _ in a })
      renames.merge(Self.styleRenames(styled, cellID: cellID)) { a, _ in a }
      renames["contentView"] = cellID
      var rowView = ScenarioView(
        kind: .view, id: Located(cellID, at: id.location), location: row.location)
      // The engine sets the content view's margins (UIKit's, for the window's width and
      // release) and the row's frame; they are not inset from the safe area (the table's content
      // inset keeps rows clear of it).
      rowView.insetsLayoutMarginsFromSafeArea = Located(false, at: id.location)
      rowView.subviews = template.map { $0.renamed(renames) }
      fill(&rowView, with: row, names: names, renames: renames)
      table.content.append(rowView)
      tableConstraints += templateConstraints.map { $0.renamed(renames, row: n) }
      placing += Self.styleConstraints(look, cellID: cellID)
    }
    for text in placing {
      if let constraint = generated(text, at: id.location) { tableConstraints.append(constraint) }
    }
    return table
  }

  /// A table's or collection's entries after its id: its own keys (`keys`) by name, and the view
  /// keys it shares; an unknown key is an error.
  mutating func tableEntries(_ entries: [Entry], keys: [String])
    -> (fields: [String: Entry], common: [Entry])
  {
    var fields: [String: Entry] = [:]
    var common: [Entry] = []
    let allowed = keys + Self.tableCommonKeys
    for entry in entries.dropFirst() {
      if keys.contains(entry.key.value) {
        fields[entry.key.value] = entry
      } else if allowed.contains(entry.key.value) {
        common.append(entry)
      } else if !Self.isMergeKey(entry.keyNode) {
        unknownKey(entry.key, among: allowed)
      }
    }
    return (fields, common)
  }

  /// The cell template: its own subviews, then the views its style adds (`styled`), whose names
  /// the template must leave free.
  mutating func tableTemplate(
    _ cell: [String: Entry], styled: [ScenarioView], at location: SourceLocation
  ) -> [ScenarioView] {
    let template = cell["subviews"].map { views($0.value) } ?? []
    let taken = Set(template.flatMap(\.allViews).map(\.id.value))
    for view in styled where taken.contains(view.id.value) {
      error(
        "the cell's style names its labels 'text' and 'detail' (and a guide 'labels'); rename the template's '\(view.id.value)'",
        at: location)
    }
    return template + styled.filter { !taken.contains($0.id.value) }
  }

  /// One row's data: template view id → text, where the row was written.
  struct TableRow {
    var texts: [(id: Located<String>, text: Located<String>)]
    var location: SourceLocation
  }

  /// One section: its rows and its header and footer titles.
  struct TableSection {
    var rows: [TableRow]
    var header: Located<String>?
    var footer: Located<String>?
  }

  /// `rows:` (one section) or every section of `sections:`, in order.
  mutating func tableSections(_ fields: [String: Entry]) -> [TableSection] {
    var result: [TableSection] = []
    if let rows = fields["rows"] { result.append(TableSection(rows: tableRows(rows.value))) }
    if let sections = fields["sections"], let items = list(sections.value) {
      for item in items {
        guard
          let section = self.fields(
            item, allowed: ["rows", "header", "footer"], required: ["rows"], in: "a section"),
          let rows = section["rows"]
        else { continue }
        result.append(
          TableSection(
            rows: tableRows(rows.value), header: section["header"].flatMap { string($0.value) },
            footer: section["footer"].flatMap { string($0.value) }))
      }
    }
    return result
  }

  /// The rows of one `rows:` list.
  mutating func tableRows(_ rows: Node) -> [TableRow] {
    var result: [TableRow] = []
    for row in list(rows) ?? [] {
      guard let entries = mapping(row) else { continue }
      let texts = entries.compactMap { entry in string(entry.value).map { (entry.key, $0) } }
      result.append(TableRow(texts: texts, location: location(row)))
    }
    return result
  }

  /// `automatic`, or a number of points.
  mutating func rowHeight(_ node: Node) -> Located<Double>? {
    if node.scalar?.string == "automatic" { return nil }
    return nonNegative(
      number(node).map { Located([$0.value], at: $0.location) }, what: "a row height", at: node
    ).map { Located($0.value[0], at: $0.location) }
  }

  /// Sets the texts a row gives the template's views (already renamed by `renames`); a key that
  /// names no template view is an error, with the nearest name.
  mutating func fill(
    _ row: inout ScenarioView, with data: TableRow, names: [String], renames: [String: String],
    in owner: String = "table"
  ) {
    for (key, text) in data.texts {
      guard names.contains(key.value) else {
        error(
          "'\(key.value)' is not a view of the \(owner)'s cell template"
            + (Spelling.suggestion(for: key.value, among: names).map { "; did you mean '\($0)'?" }
              ?? (names.isEmpty
                ? "; the template has no views" : "; expected \(Self.alternatives(names))")),
          at: key.location)
        continue
      }
      if !row.setText(text, of: renames[key.value] ?? key.value) {
        error(
          "'\(key.value)' takes no text: a row gives text to a label, button, text field or text view",
          at: key.location)
      }
    }
  }

  /// A constraint the reader writes, parsed as if it were written at `location`.
  mutating func generated(_ text: String, at location: SourceLocation) -> ScenarioConstraint? {
    do throws(ScenarioError) {
      let expression = try ConstraintParser.parse(text, at: location)
      return ScenarioConstraint(
        id: nil, active: nil, text: Located(text, at: location), isVisualFormat: false,
        options: [], metrics: [:], expressions: [expression])
    } catch {
      errors.append(error)
      return nil
    }
  }
}

extension ScenarioView {
  /// A copy whose ids (and arranged references and custom spacings) are renamed by `names`.
  func renamed(_ names: [String: String]) -> ScenarioView {
    func rename(_ id: Located<String>) -> Located<String> {
      Located(names[id.value] ?? id.value, at: id.location)
    }
    var copy = self
    copy.id = rename(id)
    copy.subviews = subviews.map { $0.renamed(names) }
    copy.content = content.map { $0.renamed(names) }
    copy.arranged = arranged.map { item in
      switch item {
      case .view(let view): .view(view.renamed(names))
      case .reference(let id): .reference(rename(id))
      }
    }
    copy.customSpacing = customSpacing.map { CustomSpacing(id: rename($0.id), spacing: $0.spacing) }
    return copy
  }

  /// Sets the text (a button's title) of the view `id` in this tree; false when it has none.
  mutating func setText(_ text: Located<String>, of id: String) -> Bool {
    if self.id.value == id {
      switch kind {
      case .label, .textField, .textView: self.text = text
      case .button: title = text
      default: return false
      }
      return true
    }
    for index in subviews.indices
    where subviews[index].allViews.contains(where: { $0.id.value == id }) {
      return subviews[index].setText(text, of: id)
    }
    for index in content.indices
    where content[index].allViews.contains(where: { $0.id.value == id }) {
      return content[index].setText(text, of: id)
    }
    for index in arranged.indices {
      guard case .view(var view) = arranged[index],
        view.allViews.contains(where: { $0.id.value == id })
      else { continue }
      let done = view.setText(text, of: id)
      arranged[index] = .view(view)
      return done
    }
    return false
  }
}

extension ScenarioConstraint {
  /// A copy whose items (the first name of each anchor's path) are renamed by `names`; a named
  /// constraint takes the row's suffix (`_N`) too.
  func renamed(_ names: [String: String], row: Int) -> ScenarioConstraint {
    func rename(_ anchor: ConstraintExpression.Anchor) -> ConstraintExpression.Anchor {
      var anchor = anchor
      if let new = names[anchor.item[0].text] {
        anchor.item[0] = ConstraintExpression.Name(new, at: anchor.item[0].location)
      }
      return anchor
    }
    var copy = self
    copy.expressions = expressions.map { expression in
      var expression = expression
      expression.first = rename(expression.first)
      expression.second = expression.second.map(rename)
      return expression
    }
    if let id { copy.id = Located("\(id.value)_\(row)", at: id.location) }
    return copy
  }
}
