#include "docstore/store.hpp"

#include <map>
#include <stdexcept>

#include "docstore/tokenize.hpp"

namespace docstore {

struct Store::Impl {
    std::vector<std::string> docs;
    std::map<std::string, std::vector<std::size_t>> index;
};

Store::Store() : impl_(std::make_unique<Impl>()) {}

std::size_t Store::add(std::string text) {
    std::size_t id = impl_->docs.size();
    for (const auto& w : tokenize(text)) {
        auto& ids = impl_->index[w];
        if (ids.empty() || ids.back() != id) ids.push_back(id);
    }
    impl_->docs.push_back(std::move(text));
    return id;
}

const std::string& Store::get(std::size_t id) const {
    if (id >= impl_->docs.size()) throw std::out_of_range("docstore: no such document");
    return impl_->docs[id];
}

std::vector<std::size_t> Store::search(const std::string& word) const {
    auto it = impl_->index.find(lower(word));
    if (it == impl_->index.end()) return {};
    return it->second;
}

std::size_t Store::size() const { return impl_->docs.size(); }

} // namespace docstore
