#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "docstore/store.hpp"

namespace docstore {
// all documents that contain every word of q
std::vector<std::size_t> match_all(const Store& s, const std::string& q);
} // namespace docstore
