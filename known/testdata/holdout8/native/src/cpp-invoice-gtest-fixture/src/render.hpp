#pragma once
#include <string>

#include "invoice.hpp"

namespace inv {

std::string render_text(const Invoice& inv);

} // namespace inv
