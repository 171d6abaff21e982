echo "checking invariants"
ulimit -c 0
python3 -c 'import os; os.abort()'
