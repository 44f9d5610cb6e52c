// The macOS spelling panel.
//
// TODO: the panel, built on Spelling, once the iOS one ships.
