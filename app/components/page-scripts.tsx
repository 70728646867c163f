/**
 * React Router's <Scripts> without its module preload links. The page is rendered on the server and
 * paints without any JavaScript: the scripts load from the module script at the end of the page, so
 * they never compete with the first paint for a slow connection or a slow phone's main thread, and
 * Lighthouse does not count them against the first paint (docs/decisions/0021).
 */
import { Children, cloneElement, isValidElement } from "react";
import { Scripts } from "react-router";

function isModulePreload(node: React.ReactNode) {
  return isValidElement<{ rel?: string }>(node) && node.type === "link" && node.props.rel === "modulepreload";
}

export function PageScripts() {
  // Called as a function, not rendered, so its output can be filtered; its hooks run as this component's.
  const scripts = Scripts({});
  if (!isValidElement<{ children?: React.ReactNode }>(scripts)) return scripts;
  return cloneElement(scripts, {}, ...Children.toArray(scripts.props.children).filter((node) => !isModulePreload(node)));
}
