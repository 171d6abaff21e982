#pragma once
#include <map>
#include <string>

struct Route {
	std::string upstream;
	int weight = 1;
};

class Router {
public:
	void add(const std::string &prefix, Route r);
	const Route *match(const std::string &path) const;
	bool has(const std::string &prefix) const;

private:
	std::map<std::string, Route> routes_;
};
