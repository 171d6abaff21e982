#pragma once
#include <cstddef>
#include <string>

namespace slug {

// "Héllo, World!" -> "hello-world"
std::string slugify(const std::string& utf8, std::size_t max_len = 64);
std::string transliterate(const std::string& utf8);

} // namespace slug
