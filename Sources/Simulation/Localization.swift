import AutoLayout
import ScenarioFormat

/// What a locale changes: the texts looked up by `@key`, and the layout direction.
struct Localization: Hashable, Sendable {
  var locale: String
  let strings: [Scenario.LocalizedStrings]

  /// Languages written right to left (SCENARIO-FORMAT.md), and Xcode's right-to-left
  /// pseudolanguage `ar-XB`.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "dv", "ku"]

  var isRightToLeft: Bool {
    Self.rightToLeftLanguages.contains(language) || locale == "ar-XB"
  }

  /// `de` of `de-CH`.
  var language: String {
    String(locale.split(separator: "-", maxSplits: 1).first ?? Substring(locale))
  }

  /// The text a view shows: `@key` looked up for the locale (then its language, then `en`, then
  /// the first locale that has the key — as a bundle falls back to the development language);
  /// `@@…` is a literal `@…`. Xcode's double-length pseudolanguage `en-XA` repeats every text.
  func resolve(_ text: String) -> String {
    var result = text
    if text.hasPrefix("@@") {
      result = String(text.dropFirst())
    } else if text.hasPrefix("@") {
      let key = String(text.dropFirst())
      result = lookup(key) ?? key
    }
    if locale == "en-XA" { result = result + " " + result }
    return result
  }

  private func lookup(_ key: String) -> String? {
    for candidate in [locale, language, "en"] {
      if let table = strings.first(where: { $0.locale.value == candidate }),
        let text = table.texts.first(where: { $0.key.value == key })
      {
        return text.text.value
      }
    }
    for table in strings {
      if let text = table.texts.first(where: { $0.key.value == key }) { return text.text.value }
    }
    return nil
  }

  /// `layout` with its sections' footer titles as the locale shows them: a titled footer's
  /// height follows its lines (``SystemMetrics/groupedSectionFooterHeight(title:sectionFooterHeight:titleWidth:for:)``).
  func localized(_ layout: TableLayout) -> TableLayout {
    var shown = layout
    for index in shown.sections.indices {
      shown.sections[index].footerTitle = layout.sections[index].footerTitle.map(resolve)
    }
    return shown
  }
}
