from .units import c_to_f, f_to_c
from .stations import Station
