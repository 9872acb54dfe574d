/// What each command means: one line applied to the configuration, or a problem saying why not.
extension LoadedConfiguration {
  /// Applies `line`; a line that cannot be applied changes nothing and adds one problem.
  mutating func apply(_ line: ConfigurationLine) {
    let words = line.arguments
    let outcome: Outcome
    switch line.command {
    case "bind-key": outcome = bindKey(words)
    case "unbind-key": outcome = unbindKey(words)
    case "bind": outcome = bind(words)
    case "macro": outcome = macro(words)
    case "color": outcome = color(words)
    case "highlight": outcome = highlight(words)
    case "highlight-article": outcome = articleHighlight(words)
    case "opener": outcome = opener(words)
    default:
      if let setting = ScalarSetting.named(line.command) {
        outcome = scalar(setting, words, at: line.location)
      } else if NewsboatCommands.all.contains(line.command) {
        outcome = .problem(
          .unsupported,
          "\(line.command) is newsboat's, and this reader does not support it; the line is skipped"
        )
      } else {
        outcome = .problem(
          .unknownCommand, "'\(line.command)' is not a command; the line is skipped")
      }
    }
    for (kind, message) in outcome.problems {
      problems.append(ConfigurationProblem(kind, at: line.location, message))
    }
  }

  /// What applying a line came to: nothing to say, or problems (a line may apply in part, as a
  /// colour with an attribute this reader does not draw).
  struct Outcome {
    var problems: [(ConfigurationProblem.Kind, String)] = []

    static let applied = Outcome()

    static func problem(_ kind: ConfigurationProblem.Kind, _ message: String) -> Outcome {
      Outcome(problems: [(kind, message)])
    }

    static func badValue(_ message: String) -> Outcome { problem(.badValue, message) }
  }

  private mutating func scalar(
    _ setting: ScalarSetting, _ words: [ConfigurationWord], at location: ConfigurationLocation
  ) -> Outcome {
    guard words.count == 1 else {
      return .badValue(
        "\(setting.name) takes one value (put a value with spaces in double quotes); "
          + "the line is skipped")
    }
    if let refusal = setting.apply(words[0].text, to: &configuration) {
      return .badValue(refusal)
    }
    origins[setting.name] = location
    return .applied
  }

  private mutating func bindKey(_ words: [ConfigurationWord]) -> Outcome {
    guard (2...3).contains(words.count) else {
      return .badValue("bind-key takes a key, an operation and maybe a dialog; the line is skipped")
    }
    guard let key = ConfiguredKey.single(words[0].text) else { return notAKey(words[0].text) }
    let operation = words[1].text
    guard KnownOperations.contains(operation) else { return unknownOperation(operation) }
    let dialog: ConfiguredDialog?
    switch self.dialog(words.count == 3 ? words[2].text : "all", everywhere: "all") {
    case .success(let found): dialog = found
    case .failure(let refusal): return refusal.outcome
    }
    configuration.keyBindings.append(
      .bind(
        KeyBinding(
          form: .bindKey, keys: [key], written: words[0].text, dialogs: dialog.map { [$0] },
          operations: [ConfiguredOperation(operation)])))
    return .applied
  }

  private mutating func unbindKey(_ words: [ConfigurationWord]) -> Outcome {
    guard (1...2).contains(words.count) else {
      return .badValue("unbind-key takes a key, or -a, and maybe a dialog; the line is skipped")
    }
    let dialog: ConfiguredDialog?
    switch self.dialog(words.count == 2 ? words[1].text : "all", everywhere: "all") {
    case .success(let found): dialog = found
    case .failure(let refusal): return refusal.outcome
    }
    if words[0].text == "-a", !words[0].isQuoted {
      configuration.keyBindings.append(.unbindAll(dialog: dialog))
      return .applied
    }
    guard let key = ConfiguredKey.single(words[0].text) else { return notAKey(words[0].text) }
    configuration.keyBindings.append(.unbind(key: key, written: words[0].text, dialog: dialog))
    return .applied
  }

  private mutating func bind(_ words: [ConfigurationWord]) -> Outcome {
    guard words.count >= 3 else {
      return .badValue(
        "bind takes keys, dialogs and operations, and maybe -- \"a description\"; "
          + "the line is skipped")
    }
    guard let keys = ConfiguredKey.sequence(words[0].text) else { return notAKey(words[0].text) }
    var dialogs: [ConfiguredDialog]? = []
    for name in words[1].text.split(separator: ",").map(String.init) {
      switch dialog(name, everywhere: "everywhere") {
      case .success(let found):
        if let found { dialogs?.append(found) } else { dialogs = nil }
      case .failure(let refusal):
        return refusal.outcome
      }
    }
    if dialogs?.isEmpty == true { dialogs = nil }
    let operations: OperationList
    switch OperationList.read(Array(words.dropFirst(2))) {
    case .success(let list): operations = list
    case .failure(let refusal): return refusal.outcome
    }
    configuration.keyBindings.append(
      .bind(
        KeyBinding(
          form: .bind, keys: keys, written: words[0].text, dialogs: dialogs,
          operations: operations.operations, description: operations.description)))
    return .applied
  }

  private mutating func macro(_ words: [ConfigurationWord]) -> Outcome {
    guard words.count >= 2 else {
      return .badValue(
        "macro takes a key and operations, and maybe -- \"a description\"; the line is skipped")
    }
    guard let key = ConfiguredKey.single(words[0].text) else { return notAKey(words[0].text) }
    let operations: OperationList
    switch OperationList.read(Array(words.dropFirst())) {
    case .success(let list): operations = list
    case .failure(let refusal): return refusal.outcome
    }
    configuration.macros.removeAll { $0.key == key }
    configuration.macros.append(
      Macro(
        key: key, written: words[0].text, operations: operations.operations,
        description: operations.description))
    return .applied
  }

  private mutating func color(_ words: [ConfigurationWord]) -> Outcome {
    guard words.count >= 3 else {
      return .badValue(
        "color takes an element, a foreground, a background and maybe attributes; "
          + "the line is skipped")
    }
    guard let element = ColorElement(rawValue: words[0].text) else {
      let names = ColorElement.allCases.map(\.rawValue).joined(separator: ", ")
      return .badValue("'\(words[0].text)' is not one of \(names); the line is skipped")
    }
    switch style(words.dropFirst()) {
    case .success(let (style, outcome)):
      configuration.colors[element] = style
      return outcome
    case .failure(let refusal):
      return refusal.outcome
    }
  }

  private mutating func highlight(_ words: [ConfigurationWord]) -> Outcome {
    guard words.count >= 3 else {
      return .badValue(
        "highlight takes a target, a regular expression, a foreground and maybe a background "
          + "and attributes; the line is skipped")
    }
    guard let target = Highlight.Target(rawValue: words[0].text) else {
      return .badValue(
        "'\(words[0].text)' is not all, feedlist, articlelist or article; the line is skipped")
    }
    if let refusal = Self.refusal(ofExtendedPattern: words[1].text) { return refusal }
    switch style(words.dropFirst(2), requiresBackground: false) {
    case .success(let (style, outcome)):
      configuration.highlights.append(
        Highlight(target: target, pattern: words[1].text, style: style))
      return outcome
    case .failure(let refusal):
      return refusal.outcome
    }
  }

  private mutating func articleHighlight(_ words: [ConfigurationWord]) -> Outcome {
    guard words.count >= 3, !words[0].text.allSatisfy(\.isWhitespace) else {
      return .badValue(
        "highlight-article takes a filter expression, a foreground, a background and maybe "
          + "attributes; the line is skipped")
    }
    switch style(words.dropFirst()) {
    case .success(let (style, outcome)):
      configuration.articleHighlights.append(
        ArticleHighlight(filter: words[0].text, style: style))
      return outcome
    case .failure(let refusal):
      return refusal.outcome
    }
  }

  private mutating func opener(_ words: [ConfigurationWord]) -> Outcome {
    guard (2...3).contains(words.count), !words[1].text.allSatisfy(\.isWhitespace) else {
      return .badValue(
        "opener takes a regular expression, a command and maybe terminal or background; "
          + "the line is skipped")
    }
    if let refusal = Self.refusal(ofPattern: words[0].text) { return refusal }
    let handsOverTerminal: Bool
    switch words.count == 3 ? words[2].text : "terminal" {
    case "terminal": handsOverTerminal = true
    case "background": handsOverTerminal = false
    case let other:
      return .badValue("'\(other)' is not terminal or background; the line is skipped")
    }
    configuration.openers.append(
      Opener(
        pattern: words[0].text, command: CommandTemplate(words[1].text),
        handsOverTerminal: handsOverTerminal))
    return .applied
  }

  /// A refusal that carries the outcome to return, for the helpers that read part of a line.
  struct Refusal: Error {
    var outcome: Outcome
  }

  /// The dialog `name` names, nil for every one (`everywhere` names that).
  private func dialog(_ name: String, everywhere: String) -> Result<ConfiguredDialog?, Refusal> {
    if name == everywhere { return .success(nil) }
    guard let dialog = ConfiguredDialog(rawValue: name) else {
      let names = ([everywhere] + ConfiguredDialog.allCases.map(\.rawValue))
        .joined(separator: ", ")
      return .failure(
        Refusal(outcome: .badValue("'\(name)' is not one of \(names); the line is skipped")))
    }
    return .success(dialog)
  }

  /// The colours and attributes of `color`, `highlight` and `highlight-article`: a foreground,
  /// a background (which only `highlight` may leave out), then attributes. An attribute newsboat
  /// takes and this reader does not draw is reported and the rest applies.
  private func style(_ words: ArraySlice<ConfigurationWord>, requiresBackground: Bool = true)
    -> Result<(ColorStyle, Outcome), Refusal>
  {
    var rest = words
    guard let first = rest.popFirst(), let foreground = ConfiguredColor(first.text) else {
      return .failure(Refusal(outcome: notAColor(words.first?.text ?? "")))
    }
    var background = ConfiguredColor.default
    if let next = rest.first {
      if let color = ConfiguredColor(next.text) {
        background = color
        rest.removeFirst()
      } else if requiresBackground {
        return .failure(Refusal(outcome: notAColor(next.text)))
      }
    }
    var outcome = Outcome.applied
    var attributes: [TextAttribute] = []
    for word in rest {
      if let attribute = TextAttribute(rawValue: word.text) {
        if !attributes.contains(attribute) { attributes.append(attribute) }
      } else if ["protect", "invis"].contains(word.text) {
        outcome.problems.append(
          (
            .unsupported,
            "the attribute \(word.text) is not drawn here; the rest of the line applies"
          ))
      } else {
        let names = TextAttribute.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(
          Refusal(
            outcome: .badValue("'\(word.text)' is not one of \(names); the line is skipped")))
      }
    }
    return .success(
      (
        ColorStyle(foreground: foreground, background: background, attributes: attributes),
        outcome
      ))
  }

  private func notAColor(_ text: String) -> Outcome {
    .badValue(
      "'\(text)' is not a colour: black, red, green, yellow, blue, magenta, cyan, white, "
        + "default or color0 to color255; the line is skipped")
  }

  private func notAKey(_ text: String) -> Outcome {
    .badValue("'\(text)' is not a key as newsboat names keys; the line is skipped")
  }

  private func unknownOperation(_ name: String) -> Outcome {
    .badValue("'\(name)' is not an operation; the line is skipped")
  }

  /// Why `pattern`, a POSIX extended regular expression as `highlight` takes it, is refused, or
  /// nil when it compiles: compiled as the reader will compile it, so that a pattern this check
  /// lets through is one the screen can draw.
  private static func refusal(ofExtendedPattern pattern: String) -> Outcome? {
    guard !pattern.isEmpty else {
      return .badValue("an empty regular expression matches everything; the line is skipped")
    }
    do {
      _ = try ExtendedRegularExpression(pattern)
      return nil
    } catch {
      return .badValue("'\(pattern)' is not a regular expression (\(error)); the line is skipped")
    }
  }

  /// Why `pattern` is refused, or nil when it compiles.
  private static func refusal(ofPattern pattern: String) -> Outcome? {
    guard !pattern.isEmpty else {
      return .badValue("an empty regular expression matches everything; the line is skipped")
    }
    do {
      _ = try Regex(pattern)
      return nil
    } catch {
      return .badValue("'\(pattern)' is not a regular expression (\(error)); the line is skipped")
    }
  }
}
