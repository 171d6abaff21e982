#pragma once
#include <istream>

#include "invoice.hpp"

namespace inv {

// number: INV-1
// country: DE
// line: description | qty | unit price | tax class [| discount %]
Invoice parse_invoice(std::istream& in);

} // namespace inv
