#include "docstore/query.hpp"

#include <algorithm>
#include <iterator>

#include "docstore/tokenize.hpp"

namespace docstore {

std::vector<std::size_t> match_all(const Store& s, const std::string& q) {
    auto words = tokenize(q);
    if (words.empty()) return {};
    auto result = s.search(words[0]);
    for (std::size_t i = 1; i < words.size(); ++i) {
        auto next = s.search(words[i]);
        std::vector<std::size_t> both;
        std::set_intersection(result.begin(), result.end(), next.begin(), next.end(),
                              std::back_inserter(both));
        result.swap(both);
    }
    return result;
}

} // namespace docstore
