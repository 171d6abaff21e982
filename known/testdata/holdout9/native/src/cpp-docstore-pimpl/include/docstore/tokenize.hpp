#pragma once
#include <string>
#include <vector>

namespace docstore {
std::vector<std::string> tokenize(const std::string& text);
std::string lower(std::string s);
} // namespace docstore
