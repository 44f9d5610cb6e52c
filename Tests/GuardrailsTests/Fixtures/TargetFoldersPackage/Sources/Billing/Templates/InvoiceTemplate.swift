// A resource copied as it is, never compiled.
import UIKit

let template = UIColor.red
