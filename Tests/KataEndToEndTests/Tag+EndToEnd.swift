import Testing

extension Tag {
    /// Tests that build a SwiftPM package with the real toolchain; minutes, not milliseconds.
    @Tag static var endToEnd: Self
}
