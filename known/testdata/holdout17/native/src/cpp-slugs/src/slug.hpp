#pragma once
#include <string>
#include <vector>

std::string slugify(const std::string &title);
const std::string &slug_at(const std::vector<std::string> &slugs, std::size_t i);
// extension of a file name: everything after the first dot of the base name
const char *ext_of(const char *name);
std::string join_path(const std::string &a, const std::string &b);
