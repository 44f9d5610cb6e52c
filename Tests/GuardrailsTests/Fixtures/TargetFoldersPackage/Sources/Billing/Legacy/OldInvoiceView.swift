// Excluded in Package.swift: no target compiles it, so its UIKit import is nobody's problem.
import UIKit

final class OldInvoiceView: UIView {}
