#pragma once
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace docstore {

// An in-memory document store with a tiny inverted index.
class Store {
public:
    Store();
    ~Store() = default;
    Store(Store&&) noexcept = default;
    Store& operator=(Store&&) noexcept = default;

    std::size_t add(std::string text);
    const std::string& get(std::size_t id) const;
    std::vector<std::size_t> search(const std::string& word) const;
    std::size_t size() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace docstore
