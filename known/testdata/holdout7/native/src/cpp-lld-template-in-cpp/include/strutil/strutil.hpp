#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace strutil {

std::vector<std::string> split(std::string_view s, char sep);
std::string trim(std::string_view s);

// Joins the values with sep between them; works for any type operator<< can print.
template <typename T>
std::string join(const std::vector<T>& values, std::string_view sep);

}  // namespace strutil
