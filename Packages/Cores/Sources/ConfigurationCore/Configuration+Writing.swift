extension Configuration {
  /// The configuration in the file's own syntax, every setting with its value, so that a file
  /// holding this text reads back as the same configuration: what `config show` prints.
  ///
  /// Each setting that takes one value says where it was set, from `origins`, or that it is
  /// the default; an optional one that is unset is written as a comment saying what it means.
  public func written(origins: [String: ConfigurationLocation] = [:]) -> String {
    var lines: [String] = []
    let width = ScalarSetting.all.map(\.name.count).max() ?? 0
    for setting in ScalarSetting.all {
      let name = setting.name.padding(toLength: width, withPad: " ", startingAt: 0)
      if let value = setting.written(self) {
        let origin = origins[setting.name].map(\.description) ?? "default"
        lines.append("\(name) \(value)  # \(origin)")
      } else {
        lines.append("# \(name) (not set: \(setting.unsetMeaning ?? "none"))")
      }
    }
    if !openers.isEmpty { lines.append("") }
    for opener in openers {
      lines.append(
        "opener \(ConfigurationWriter.quoted(opener.pattern)) "
          + "\(ConfigurationWriter.quoted(opener.command.text)) "
          + (opener.handsOverTerminal ? "terminal" : "background"))
    }
    if !keyBindings.isEmpty || !macros.isEmpty { lines.append("") }
    lines += keyBindings.map(Self.written)
    for macro in macros {
      lines.append(
        "macro \(ConfigurationWriter.word(macro.written)) "
          + Self.written(macro.operations, description: macro.description))
    }
    if !colors.isEmpty || !highlights.isEmpty || !articleHighlights.isEmpty { lines.append("") }
    for element in ColorElement.allCases {
      guard let style = colors[element] else { continue }
      lines.append("color \(element.rawValue) \(Self.written(style))")
    }
    for highlight in highlights {
      lines.append(
        "highlight \(highlight.target.rawValue) \(ConfigurationWriter.quoted(highlight.pattern)) "
          + Self.written(highlight.style))
    }
    for highlight in articleHighlights {
      lines.append(
        "highlight-article \(ConfigurationWriter.quoted(highlight.filter)) "
          + Self.written(highlight.style))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func written(_ change: KeyBindingChange) -> String {
    switch change {
    case .bind(let binding) where binding.form == .bindKey:
      let dialog = binding.dialogs?.first.map { " \($0.rawValue)" } ?? ""
      let operation = binding.operations.first?.name ?? ""
      return "bind-key \(ConfigurationWriter.word(binding.written)) \(operation)\(dialog)"
    case .bind(let binding):
      let dialogs = binding.dialogs.map { $0.map(\.rawValue).joined(separator: ",") }
      return "bind \(ConfigurationWriter.word(binding.written)) \(dialogs ?? "everywhere") "
        + written(binding.operations, description: binding.description)
    case .unbind(_, let written, let dialog):
      return "unbind-key \(ConfigurationWriter.word(written))"
        + (dialog.map { " \($0.rawValue)" } ?? "")
    case .unbindAll(let dialog):
      return "unbind-key -a" + (dialog.map { " \($0.rawValue)" } ?? "")
    }
  }

  private static func written(_ operations: [ConfiguredOperation], description: String?)
    -> String
  {
    let list = operations.map { operation in
      ([operation.name] + operation.arguments.map(ConfigurationWriter.word))
        .joined(separator: " ")
    }
    .joined(separator: " ; ")
    return list + (description.map { " -- \(ConfigurationWriter.quoted($0))" } ?? "")
  }

  private static func written(_ style: ColorStyle) -> String {
    ([style.foreground.description, style.background.description]
      + style.attributes.map(\.rawValue)).joined(separator: " ")
  }
}
