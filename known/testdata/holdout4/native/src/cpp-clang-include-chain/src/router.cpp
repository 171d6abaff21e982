#include "router.hpp"

void Router::add(const std::string &prefix, Route r)
{
	routes_[prefix] = std::move(r);
}

bool Router::has(const std::string &prefix) const
{
	return routes_.contains(prefix);
}

const Route *Router::match(const std::string &path) const
{
	const Route *best = nullptr;
	std::size_t best_len = 0;
	for (const auto &[prefix, route] : routes_) {
		if (path.compare(0, prefix.size(), prefix) == 0 && prefix.size() > best_len) {
			best = &route;
			best_len = prefix.size();
		}
	}
	return best;
}
