#pragma once
#include <list>
#include <string>
#include <vector>

namespace routeplan {

struct Leg {
    std::string from, to;
    int minutes;
    bool operator<(const Leg& o) const { return minutes < o.minutes; }
};

struct Stop {
    std::string name;
    double lat, lon;
};

class Plan {
public:
    void add_leg(Leg leg) { legs_.push_back(std::move(leg)); }
    const std::list<Leg>& legs() const { return legs_; }
    int total_minutes() const;

private:
    std::list<Leg> legs_;
};

}  // namespace routeplan
