/** "Loading..." while a route's code or data loads. */
import { useNavigation } from "react-router";

export function LoadingIndicator() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
