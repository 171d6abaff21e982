#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace route {

using NodeId = std::uint32_t;

struct Edge {
    NodeId to;
    double cost;
    std::string tag;  // highway class, e.g. "primary", "residential"
};

struct Node {
    double lat, lon;
    std::vector<Edge> out;
};

class Graph {
public:
    NodeId add_node(double lat, double lon);
    void add_edge(NodeId from, NodeId to, double cost, std::string tag);
    const Node& node(NodeId id) const { return nodes_.at(id); }
    std::size_t size() const { return nodes_.size(); }

private:
    std::vector<Node> nodes_;
};

struct Path {
    std::vector<NodeId> nodes;
    double cost = 0;
};

Path dijkstra(const Graph& g, NodeId from, NodeId to);
Path astar(const Graph& g, NodeId from, NodeId to);
Graph load_csv(const std::string& nodes_file, const std::string& edges_file);

// rules: which edges a profile may use, as regexes over the edge tag
class RuleSet {
public:
    void allow(const std::string& pattern, double factor);
    void deny(const std::string& pattern);
    bool permits(const Edge& e, double& factor) const;
    static RuleSet for_profile(const std::string& profile);

private:
    struct Impl;
    std::vector<std::pair<std::string, double>> allow_;
    std::vector<std::string> deny_;
};

} // namespace route
