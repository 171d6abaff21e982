import sys

from salesreport.aggregate import average_units, by_month, by_region
from salesreport.load import read_sales
from salesreport.render import report

sales = list(read_sales(sys.argv[1]))
sys.stdout.write(report(by_region(sales), by_month(sales), average_units(sales)))
