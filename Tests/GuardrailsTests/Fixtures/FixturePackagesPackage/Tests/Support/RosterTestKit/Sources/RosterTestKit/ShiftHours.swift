public enum ShiftHours {
    public static let fullDay = 8
}
