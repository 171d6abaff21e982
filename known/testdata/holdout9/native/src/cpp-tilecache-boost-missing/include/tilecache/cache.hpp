#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include <boost/filesystem/path.hpp>

namespace tilecache {

struct TileId { int z; std::int64_t x, y; };

class Cache {
public:
    explicit Cache(boost::filesystem::path root);
    std::optional<std::string> get(const TileId& id) const;
    void put(const TileId& id, const std::string& data);

private:
    boost::filesystem::path root_;
};

} // namespace tilecache
