#pragma once
#include <string>

namespace inventory {
bool valid_sku(const std::string& s);
std::string normalize_sku(std::string s);
}
