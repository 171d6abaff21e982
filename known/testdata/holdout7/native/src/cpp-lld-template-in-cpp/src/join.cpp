#include "strutil/strutil.hpp"

#include <sstream>

namespace strutil {

template <typename T>
std::string join(const std::vector<T>& values, std::string_view sep) {
    std::ostringstream os;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) os << sep;
        os << values[i];
    }
    return os.str();
}

// Used by the tools when they print a header row.
template std::string join<std::string>(const std::vector<std::string>&, std::string_view);

}  // namespace strutil
