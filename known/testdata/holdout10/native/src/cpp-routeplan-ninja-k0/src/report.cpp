#include <sstream>
#include <string>

#include "routeplan/plan.hpp"

namespace routeplan {

std::string summary(const Plan& p) {
    std::ostringstream os;
    os << p.legs().size() << " legs, " << p.total_minutes() << " min, "
       << p.legs().front().duration << " min first";
    return os.str();
}

}  // namespace routeplan
