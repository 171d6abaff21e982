#include "geo/fence.hpp"

#include <utility>

namespace geo {

Fence::Fence(std::string name, std::vector<LatLon> ring) : name_(std::move(name)), ring_(std::move(ring)) {
    for (const auto& p : ring_) bbox_.extend(p);
}

bool Fence::contains(const LatLon& p) const {
    if (!bbox_.contains(p)) return false;
    bool in = false;
    for (std::size_t i = 0, j = ring_.size() - 1; i < ring_.size(); j = i++) {
        const auto& a = ring_[i];
        const auto& b = ring_[j];
        if ((a.lat > p.lat) != (b.lat > p.lat) &&
            p.lon < (b.lon - a.lon) * (p.lat - a.lat) / (b.lat - a.lat) + a.lon)
            in = !in;
    }
    return in;
}

} // namespace geo
