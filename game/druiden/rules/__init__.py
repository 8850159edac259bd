"""Die Druiden rules: pure Python, no pygame. See state.DruidenState for the protocol."""
