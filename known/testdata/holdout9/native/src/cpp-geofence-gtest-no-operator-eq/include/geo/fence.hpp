#pragma once
#include <string>
#include <vector>

#include "geo/types.hpp"

namespace geo {

class Fence {
public:
    Fence(std::string name, std::vector<LatLon> ring);
    const std::string& name() const { return name_; }
    const BBox& bbox() const { return bbox_; }
    bool contains(const LatLon& p) const;

private:
    std::string name_;
    std::vector<LatLon> ring_;
    BBox bbox_;
};

} // namespace geo
