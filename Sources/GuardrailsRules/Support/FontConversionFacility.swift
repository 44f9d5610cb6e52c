import GuardrailsCore

/// `NSFontManager.shared.convert(font, toHaveTrait: .boldFontMask)` or `.font(withFamily:traits:weight:size:)` in a UI layer
/// (`uiEnvironmentLayerKinds`): AppKit's font conversion used as a pure function deriving a font from a font, like a trait of
/// the UI's environment read there. No double or other configuration of it exists. Changing the font manager's state
/// (`setSelectedFont`, `target`), or the same conversion outside the UI layer, stays reported.
enum FontConversionFacility {
    private static let conversions: Set<String> = ["convert", "font", "availableFonts", "availableFontFamilies", "availableMembers", "traits", "weight"]

    static func isConversion(_ reference: Reference, of type: String, _ tokens: [Token]) -> Bool {
        guard type == "NSFontManager", reference.name == "shared",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", conversions.contains(tokens[position + 2].text) else { return false }
        // A call, or a read of a list: never an assignment.
        return position + 3 >= tokens.count || tokens[position + 3].text != "="
    }
}
