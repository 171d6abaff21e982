#include "scene.hpp"
#include <cmath>
#include <sstream>

double Circle::area() const { return M_PI * r_ * r_; }
BBox Circle::bbox() const { return {cx_ - r_, cy_ - r_, cx_ + r_, cy_ + r_}; }
std::string Circle::svg() const {
    std::ostringstream o;
    o << "<circle cx=\"" << cx_ << "\" cy=\"" << cy_ << "\" r=\"" << r_ << "\"/>";
    return o.str();
}

double Rect::area() const { return w_ * h_; }
BBox Rect::bbox() const { return {x_, y_, x_ + w_, y_ + h_}; }
std::string Rect::svg() const {
    std::ostringstream o;
    o << "<rect x=\"" << x_ << "\" y=\"" << y_ << "\" width=\"" << w_ << "\" height=\"" << h_ << "\"/>";
    return o.str();
}
