import XCTest

extension MalformedScenarioTests {
  /// The second half of ``expected``: each fixture and its errors, exactly.
  static let laterExpected: [(name: String, errors: String)] = [
    (
      "stack-errors",
      "stack-errors.yaml:8:20: error: unknown alignment 'centre'; did you mean 'center'?" + "\n"
        + "stack-errors.yaml:9:23: error: unknown distribution 'fillEvenly'; expected fill, fillEqually, fillProportionally, equalSpacing or equalCentering" + "\n"
        + "stack-errors.yaml:10:18: error: expected a number, found 'wide'" + "\n"
        + "stack-errors.yaml:11:20: error: unknown view 'emial'" + "\n"
        + "stack-errors.yaml:12:49: error: 'go' is not arranged in stack 'form'; custom spacing follows one of its arranged views"
    ),
    (
      "string-key-unknown",
      "string-key-unknown.yaml:10:15: error: unknown string key 'titel'; did you mean 'title'?" + "\n"
        + "string-key-unknown.yaml:14:22: error: unknown string key 'emailPlaceholder'; no locale in 'strings' defines it (write '@@emailPlaceholder' for a text that starts with '@')" + "\n"
        + "string-key-unknown.yaml:18:15: error: expected a string key after '@'; write '@@' for a text that starts with '@'"
    ),
    (
      "string-key-without-strings",
      "string-key-without-strings.yaml:6:15: error: text '@title' names the string key 'title', but the scenario has no 'strings'; write '@@title' for a text that starts with '@'"
    ),
    (
      "superview-of-root",
      "superview-of-root.yaml:7:19: error: 'superview' here is the superview of the root view, which has none; relate it to 'view' or one of its guides instead" + "\n"
        + "superview-of-root.yaml:8:27: error: 'superview' here is the superview of the root view's guide 'safeArea', which has none; relate it to 'view' or one of its guides instead"
    ),
    (
      "top-level-not-a-mapping",
      "top-level-not-a-mapping.yaml:1:1: error: expected a mapping at the top level, found a list"
    ),
    (
      "tracking-errors",
      "tracking-errors.yaml:7:27: error: 'awayFrom' belongs to the keyboard guide's tracking constraints (controller.keyboard.tracking)" + "\n"
        + "tracking-errors.yaml:9:22: error: expected true or false, found 'maybe'" + "\n"
        + "tracking-errors.yaml:11:33: error: unknown edge 'middle'; expected top, leading, bottom or trailing" + "\n"
        + "tracking-errors.yaml:12:38: error: a tracking constraint has 'awayFrom' or 'nearEdge', not both" + "\n"
        + "tracking-errors.yaml:13:9: error: a tracking constraint is a mapping: {id: NAME, awayFrom: EDGE, is: \"…\"} (or nearEdge: EDGE)" + "\n"
        + "tracking-errors.yaml:14:9: error: a tracking constraint needs 'awayFrom: EDGE' or 'nearEdge: EDGE' (top, leading, bottom or trailing); a constraint that always holds belongs in 'constraints'"
    ),
    (
      "traits-errors",
      "traits-errors.yaml:9:26: error: unknown size class 'compactt'; did you mean 'compact'?" + "\n"
        + "traits-errors.yaml:10:35: error: cannot relate the size 'form.width' to the position 'caption.leading'; a size relates to a size, a position to a position on the same axis" + "\n"
        + "traits-errors.yaml:11:54: error: unknown key 'depth'; expected horizontal or vertical" + "\n"
        + "traits-errors.yaml:12:24: error: unknown axis 'sideways'; expected horizontal or vertical" + "\n"
        + "traits-errors.yaml:12:50: error: expected true or false, found 'maybe'" + "\n"
        + "traits-errors.yaml:12:65: error: 'axis' is not a property of label 'caption' (it is one of a stack)" + "\n"
        + "traits-errors.yaml:13:7: error: missing key 'when' in a trait variation"
    ),
    (
      "unknown-attribute",
      "unknown-attribute.yaml:8:13: error: unknown attribute 'leding'; did you mean 'leading'?" + "\n"
        + "unknown-attribute.yaml:9:10: error: unknown attribute 'centre'; did you mean 'centerX'?" + "\n"
        + "unknown-attribute.yaml:10:23: error: unknown layout guide 'bottom'; a view's guides are safeArea, margins, readable, contentLayout and frameLayout"
    ),
    (
      "unknown-device",
      "unknown-device.yaml:2:9: error: unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'?"
    ),
    (
      "unknown-event",
      "unknown-event.yaml:8:5: error: unknown event 'rotat'; did you mean 'rotate'?" + "\n"
        + "unknown-event.yaml:9:6: error: unknown event 'keybaord'; did you mean 'keyboard'?" + "\n"
        + "unknown-event.yaml:10:5: error: unknown event 'relayout'; did you mean 'layout'?" + "\n"
        + "unknown-event.yaml:11:5: error: 'as' labels an event, but this step has none; expected one of load, rotate, resize, keyboard, set, activate, deactivate, add, remove, locale, contentSize, legibilityWeight, animate, layout, present or dismiss"
    ),
    (
      "unknown-id-with-suggestion",
      "unknown-id-with-suggestion.yaml:9:7: error: unknown view 'hedaer'; did you mean 'header'?" + "\n"
        + "unknown-id-with-suggestion.yaml:10:7: error: unknown view 'emial'; did you mean 'email'?" + "\n"
        + "unknown-id-with-suggestion.yaml:11:7: error: unknown view 'signin'; did you mean 'signIn'?" + "\n"
        + "unknown-id-with-suggestion.yaml:12:7: error: unknown view 'footer'"
    ),
    (
      "unknown-top-level-key",
      "unknown-top-level-key.yaml:3:1: error: unknown key 'orientaton'; did you mean 'orientation'?" + "\n"
        + "unknown-top-level-key.yaml:4:1: error: unknown key 'contentSise'; did you mean 'contentSize'?"
    ),
    (
      "unknown-view-kind",
      "unknown-view-kind.yaml:5:9: error: unknown view kind 'lable'; did you mean 'label'?" + "\n"
        + "unknown-view-kind.yaml:7:9: error: unknown view kind 'textfield'; did you mean 'textField'?" + "\n"
        + "unknown-view-kind.yaml:8:9: error: unknown view kind 'widget'; expected view, label, button, image, textField, textView, switch, slider, stack, scroll, guide, segmentedControl, table or collection"
    ),
    (
      "visual-format-errors",
      "visual-format-errors.yaml:9:26: error: expected '(' or ']' after 'email'" + "\n"
        + "visual-format-errors.yaml:10:21: error: unknown metric 'gap'" + "\n"
        + "visual-format-errors.yaml:11:21: error: unknown priority or metric 'hihg'; did you mean 'high'?" + "\n"
        + "visual-format-errors.yaml:12:18: error: unexpected '-' after the closing '|'" + "\n"
        + "visual-format-errors.yaml:13:51: error: 'alignAllLeading' aligns views along the format's own horizontal axis; use one that aligns across it, such as alignAllCenterY" + "\n"
        + "visual-format-errors.yaml:14:11: error: unknown view 'titel'; did you mean 'title'?"
    ),
    (
      "yaml-duplicate-key",
      "yaml-duplicate-key.yaml:8:9: error: duplicate key 'text'; first written at yaml-duplicate-key.yaml:7:9"
    ),
    (
      "yaml-tab-indentation",
      "yaml-tab-indentation.yaml:6:1: error: invalid YAML: a tab cannot indent or start a token; use spaces"
    ),
    (
      "yaml-two-documents",
      "yaml-two-documents.yaml:4:1: error: invalid YAML: expected a single document in the stream but found another document; a scenario is one document (remove the '---')"
    ),
    (
      "yaml-unclosed-flow-sequence",
      "yaml-unclosed-flow-sequence.yaml:9:7: error: invalid YAML: did not find expected ',' or ']' (in the list opened at 8:16)"
    ),
    (
      "alias-error",
      "alias-error.yaml:7:16: error: expected a whole number, found 'many' (in the value anchored as '&lines', used through '*lines' at 9:16 and 11:16)"
    ),
    (
      "control-character",
      "control-character.yaml:7:20: error: control character U+0001 is not allowed in a YAML file; in a double-quoted text write it as an escape such as \"\\x01\""
    ),
    (
      "exponent-numbers",
      "exponent-numbers.yaml:9:24: error: number 1e300 is out of range; expected at most 1000000 in magnitude"
    ),
    (
      "fuzz-alias-as-key",
      "fuzz-alias-as-key.yaml:11:20: error: an alias cannot be a key: a scenario's keys are names"
    ),
    (
      "fuzz-carriage-return-in-comment",
      "fuzz-carriage-return-in-comment.yaml:3:1: error: missing key 'controller' in the scenario" + "\n"
        + "fuzz-carriage-return-in-comment.yaml:3:1: error: missing key 'device' in the scenario" + "\n"
        + "fuzz-carriage-return-in-comment.yaml:3:1: error: unknown key 'ORMAT.md's example, made real'"
    ),
    (
      "fuzz-deep-flow-nesting",
      "fuzz-deep-flow-nesting.yaml:7:1477: error: flow collections ([…] and {…}) are nested deeper than 128 levels; write the inner ones in block style"
    ),
    (
      "fuzz-empty-folded-scalar-at-end",
      "fuzz-empty-folded-scalar-at-end.yaml:9:14: error: unknown attribute 'to'\n"
        + "fuzz-empty-folded-scalar-at-end.yaml:10:54: error: expected a constraint, such as 'title.top == safeArea.top + 20'"
    ),
    (
      "fuzz-explicit-alias-key-in-flow",
      "fuzz-explicit-alias-key-in-flow.yaml:12:23: error: explicit keys ('? ') are not used in a scenario: write 'name: value'"
    ),
    (
      "fuzz-indentation-indicator",
      "fuzz-indentation-indicator.yaml:12:12: error: unknown priority 'jihg'; expected a number in 1...1000, or required, high, low or fittingSize\n"
        + "fuzz-indentation-indicator.yaml:14:26: error: expected an attribute after 'title', as in 'title.top'\n"
        + "fuzz-indentation-indicator.yaml:17:10: error: unknown attribute 'TF_CLI_CONFIG_FILE'\n"
        + "fuzz-indentation-indicator.yaml:20:25: error: expected an attribute after 'aints', as in 'aints.top'\n"
        + "fuzz-indentation-indicator.yaml:23:12: error: unknown priority 'jihg'; expected a number in 1...1000, or required, high, low or fittingSize\n"
        + "fuzz-indentation-indicator.yaml:25:26: error: expected an attribute after 'title', as in 'title.top'"
    ),
    (
      "fuzz-column-past-line-end",
      // The fuzz input's error was placed a line late: a U+2029 in a comment on line 16 is a
      // line break to libyaml, so its lines ran one ahead of the file's.
      "fuzz-column-past-line-end.yaml:16:36: error: U+2029 (paragraph separator) ends a line in YAML but not in most editors; remove it, or in a double-quoted text write it as \"\\u2029\""
    ),
    (
      // Blanks ending a double-quoted line are dropped by the fold; the escaped space (`\ `) on
      // the next line was placed among them, a line early and past that line's end.
      "fuzz-escaped-space-after-fold",
      "fuzz-escaped-space-after-fold.yaml:10:19: error: expected an attribute after 'title.'"
    ),
    (
      "fuzz-paragraph-separator-in-comment",
      "fuzz-paragraph-separator-in-comment.yaml:4:36: error: U+2029 (paragraph separator) ends a line in YAML but not in most editors; remove it, or in a double-quoted text write it as \"\\u2029\""
    ),
    (
      "fuzz-empty-document-at-end",
      "fuzz-empty-document-at-end.yaml:3:4: error: expected a mapping at the top level, found nothing"
    ),
    (
      "fuzz-end-of-file-in-flow-mapping",
      "fuzz-end-of-file-in-flow-mapping.yaml:9:19: error: invalid YAML: did not find expected ',' or '}' (in the mapping opened at 9:7)"
    ),
    (
      "fuzz-end-of-file-in-key",
      "fuzz-end-of-file-in-key.yaml:8:7: error: invalid YAML: could not find expected ':' (in the key that starts at 8:1)"
    ),
    (
      "fuzz-nesting-after-carriage-return",
      "fuzz-nesting-after-carriage-return.yaml:6:137: error: flow collections ([…] and {…}) are nested deeper than 128 levels; write the inner ones in block style"
    ),
    (
      "id-rules",
      "id-rules.yaml:7:16: error: view id 'sign-in' cannot contain '-': a name is an ASCII letter or '_' followed by letters, digits and '_'; did you mean 'signIn'?" + "\n"
        + "id-rules.yaml:9:16: error: view id '2nd' cannot start with '2': a name is an ASCII letter or '_' followed by letters, digits and '_'; did you mean 'v2nd'?" + "\n"
        + "id-rules.yaml:10:16: error: view id 'Überschrift' cannot start with 'Ü': a name is an ASCII letter or '_' followed by letters, digits and '_'" + "\n"
        + "id-rules.yaml:11:15: error: view id 'safeArea' is reserved (the root view's safeArea guide); choose another, such as 'safeAreaView'" + "\n"
        + "id-rules.yaml:12:15: error: view id is 101 characters long; a name may have at most 100" + "\n"
        + "id-rules.yaml:15:12: error: constraint id 'high' is reserved (a priority name); choose another, such as 'highConstraint'" + "\n"
        + "id-rules.yaml:17:12: error: constraint id 'title.top' cannot contain '.': a name is an ASCII letter or '_' followed by letters, digits, '_' and '-'; did you mean 'titleTop'?"
    ),
    (
      "keyboard-through-base",
      "keyboard-through-base.yaml:3:52: error: the portrait keyboard (900) is as tall as the screen (852)" + "\n"
        + "keyboard-through-base.yaml:3:68: error: the landscape keyboard (393) is as tall as the screen (393)" + "\n"
        + "keyboard-through-base.yaml:8:30: error: the keyboard (852) is as tall as the screen (852 in portrait)"
    ),
    (
      // The sheet (line 12) is not judged: the modes that decide its large title are unread.
      "large-title-errors",
      "large-title-errors.yaml:6:26: error: unknown large title display mode 'nevr'; did you mean 'never'?" + "\n"
        + "large-title-errors.yaml:8:21: error: unknown key 'largeTitleDisplayMod'; did you mean 'largeTitleDisplayMode'?" + "\n"
        + "large-title-errors.yaml:9:31: error: unknown large title display mode 'big'; expected automatic, always or never"
    ),
    (
      "large-title-sheet",
      "large-title-sheet.yaml:8:15: error: a formSheet on iOS 13 or later is a sheet whose navigation bar is 56 pt; its height with a large title is not modelled (no source gives it); present it 'fullScreen', set 'largeTitleDisplayMode: never', or remove 'prefersLargeTitles'"
    ),
    (
      "not-utf8",
      "not-utf8.yaml:6:17: error: the file is not UTF-8 text: byte 0xFF cannot start or continue a character"
    ),
    (
      "step-label-control",
      "step-label-control.yaml:6:22: error: step label 'first\\tstep' cannot contain the control character '\\t'"
    ),
    (
      "yaml-merge-key",
      "yaml-merge-key.yaml:7:9: error: the merge key '<<' is not supported: write the keys out in full (a scenario reads each mapping as written)" + "\n"
        + "yaml-merge-key.yaml:8:9: error: the merge key '<<' is not supported: write the keys out in full (a scenario reads each mapping as written)"
    ),
    (
      "yaml-tags",
      "yaml-tags.yaml:2:9: error: YAML tag '!!str' is not used in a scenario: each key says what its value is; remove the tag" + "\n"
        + "yaml-tags.yaml:7:15: error: YAML tag '!custom' is not used in a scenario: each key says what its value is; remove the tag"
    ),
  ]
}
