#pragma once
#include <string>
#include <vector>

namespace textkit {
std::string pad_left(const std::string &s, std::size_t width, char fill = ' ');
std::string pad_right(const std::string &s, std::size_t width, char fill = ' ');
std::vector<std::string> split(const std::string &s, char sep);
std::string slugify(const std::string &title);
// writes a NUL-terminated slug into out (at most n bytes); returns its length
std::size_t slugify_c(const char *title, char *out, std::size_t n);
std::string trim(const std::string &s);
} // namespace textkit
